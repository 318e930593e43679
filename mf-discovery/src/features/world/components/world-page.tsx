import type { WorldResponse } from '@cerca/contracts/city-life/world';
import { useTranslation } from '@cerca/i18n';
import { useNavigate } from '@cerca/router';
import { EmptyState, ErrorState, IconChevronLeft, Spinner } from '@cerca/ui';
import { useMemo, useState } from 'react';
import { NS } from '../../../lib/i18n';
import { useAtlas, useWorld } from '../api/get-world';
import type { Atlas } from '../lib/atlas';
import { placeMarkers } from '../lib/marker-placement';
import { CountryPanel } from './country-panel';
import { WorldMap } from './world-map';
import './world.css';
import '../texts';

/**
 * /world (spec 02 §2): the world map with a flag per country that has cities, the counts of
 * countries and cities, a back button and, on error, a button that loads the map again. The map
 * is drawn from the atlas bundled with this page; satellite tiles only when the server says so.
 */
export function WorldPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const world = useWorld();
  const atlas = useAtlas();

  // Back where the person came from, or home when this page was opened directly.
  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/');
  };
  const failed = world.isError || atlas.isError;
  const reload = () => {
    if (world.isError) void world.refetch();
    if (atlas.isError) void atlas.refetch();
  };

  return (
    <div className="mf-page mf-world" data-testid="world-page">
      <header className="mf-world__header">
        <button type="button" className="mf-back mf-world__back" onClick={back} data-testid="world-back">
          <IconChevronLeft size={20} />
          {t('world.back')}
        </button>
        <div className="mf-stack">
          <p className="mf-eyebrow">{t('world.eyebrow')}</p>
          <h1 className="mf-title">{t('world.title')}</h1>
          <p className="mf-muted" aria-live="polite" data-testid="world-counts">
            {world.data
              ? t('world.summary', {
                  countries: t('world.countries', { count: world.data.totals.countries }),
                  cities: t('world.cities', { count: world.data.totals.cities }),
                })
              : '\u00a0'}
          </p>
        </div>
      </header>
      {failed ? (
        <div data-testid="world-error">
          <ErrorState
            title={t('world.loadError')}
            description={t('world.loadErrorHint')}
            onRetry={reload}
            retrying={world.isFetching || atlas.isFetching}
          />
        </div>
      ) : world.data && atlas.data ? (
        <WorldExplorer world={world.data} atlas={atlas.data} />
      ) : (
        <div className="mf-world__loading" data-testid="world-loading">
          <Spinner size="lg" label={t('world.loading')} />
        </div>
      )}
    </div>
  );
}

function WorldExplorer({ world, atlas }: { world: WorldResponse; atlas: Atlas }) {
  const { t } = useTranslation(NS);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const markers = useMemo(() => placeMarkers(world.countries, atlas), [world.countries, atlas]);
  const selected = world.countries.find((country) => country.id === selectedId) ?? null;

  return (
    <div className="mf-world__layout">
      <WorldMap
        atlas={atlas}
        markers={markers}
        satellite={world.satellite}
        selectedId={selectedId}
        onSelect={setSelectedId}
      />
      {world.countries.length === 0 ? (
        <EmptyState title={t('world.empty')} description={t('world.emptyHint')} />
      ) : (
        <CountryPanel countries={world.countries} selected={selected} onSelect={setSelectedId} />
      )}
    </div>
  );
}
