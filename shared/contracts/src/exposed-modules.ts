import type { ComponentType } from 'react';
import type { Business, BusinessType } from './business';
import type {
  BusinessFormPart,
  BusinessFormPhotos,
  BusinessFormValue,
  BusinessUploadOptions,
  NewBusiness,
} from './business-form';
import type { PublicProfileResponse } from './city-life/public-profile';
import type { UserSearchResponse } from './people';

/**
 * Props of mf_discovery's "./create-dialog" (spec 01 "Create modal"), which the shell's top bar
 * opens. Both sides type against this one declaration, so a change that one side does not follow
 * fails the type check.
 */
export interface CreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Businesses the person owns (GET /api/ordering/me): an owner publishes as one of them. */
  ownedBusinessIds: string[];
}

/**
 * Props of mf_ordering's "./business-menu" (DESIGN §2): the Menú (Servicios) tab of the business
 * page with Agregar, the cart bar and the checkout, which mf_discovery's business page mounts when
 * the tab opens. Ordering owns everything inside it, so a checkout change ships with mf-ordering.
 */
export interface BusinessMenuProps {
  business: {
    id: string;
    name: string;
    /** 'menu' businesses take orders (Agregar, cart, checkout); 'services' only list them. */
    business_type: BusinessType;
  };
}

/**
 * Props of mf_ordering's "./city-order-reports": the problems customers reported with the orders
 * of a city's businesses ("Ayuda con mi pedido", issue 25), which mf_partner's city dashboard
 * shows. Ordering owns the reports and their endpoint; the server lets only the city's partner
 * and admins read them.
 */
export interface CityOrderReportsProps {
  cityId: string;
}

/**
 * Props of mf_driver's "./city-driver-earnings": each driver's deliveries, tips, cash collected and
 * delivery rating (issue 25), which mf_partner's city drivers page shows. The driver area owns the
 * sums and their endpoint; the server lets only the city's partner and admins read them.
 */
export interface CityDriverEarningsProps {
  cityId: string;
}

/**
 * Props of mf_discovery's "./business-form": the one set of business fields (spec 01 §5, spec 02
 * §2), with its behaviour (a new main category clears the subcategory, the country narrows the
 * cities, a platform only beside a website, the photo rules). It is controlled: the page keeps the
 * value in its own form, validates it with @cerca/contracts/business-form's schemas (the
 * endpoints' own) and hands back what a submit found invalid. The add and edit pages use it, and
 * mf_ordering's business sign-up mounts it.
 */
export interface BusinessFormProps {
  value: BusinessFormValue;
  onChange: (value: BusinessFormValue) => void;
  /** Which photos it asks for (and their limits). */
  photos: BusinessFormPhotos;
  /** What the last submit found invalid (invalidBusinessParts of the form's errors). */
  invalid?: readonly BusinessFormPart[];
  /** While the page sends: every input is disabled. */
  disabled?: boolean;
}

/**
 * Every module a remote exposes to others besides its "./app" lifecycles, by the id the host
 * passes to loadRemote ("<container>/<module>"). A remote's remote.json must list each of its
 * own here (a test checks it), and its module must satisfy the type (`satisfies`).
 */
export interface ExposedModules {
  'mf_discovery/create-dialog': { default: ComponentType<CreateDialogProps> };
  'mf_ordering/business-menu': { default: ComponentType<BusinessMenuProps> };
  'mf_ordering/city-order-reports': { default: ComponentType<CityOrderReportsProps> };
  'mf_driver/city-driver-earnings': { default: ComponentType<CityDriverEarningsProps> };
  'mf_discovery/business-form': {
    default: ComponentType<BusinessFormProps>;
    /**
     * POST /api/discovery/businesses as the signed-in person, with upload progress; the person's
     * lists of businesses then load again in every app.
     */
    createBusiness: (business: NewBusiness, options?: BusinessUploadOptions) => Promise<Business>;
  };
  /**
   * Discovery's people, for other apps (mf_ordering's messages: the people search and the other
   * person's businesses): the remote that owns /api/discovery calls it, so a change to those
   * endpoints ships with mf-discovery alone.
   */
  'mf_discovery/people': {
    /** GET /api/discovery/people/:id — the public profile, with the person's businesses. */
    getPerson: (personId: string) => Promise<PublicProfileResponse>;
    /** GET /api/discovery/users?q= — signed-in callers only, at most 20 public profiles. */
    searchPeople: (q: string) => Promise<UserSearchResponse>;
  };
}

export type ExposedModuleId = keyof ExposedModules;

/**
 * The same ids at run time, for the test that checks each remote.json exposes its own. A Record
 * over every id: a module added to ExposedModules but not here does not compile.
 */
export const EXPOSED_MODULE_IDS = Object.keys({
  'mf_discovery/create-dialog': true,
  'mf_ordering/business-menu': true,
  'mf_ordering/city-order-reports': true,
  'mf_driver/city-driver-earnings': true,
  'mf_discovery/business-form': true,
  'mf_discovery/people': true,
} satisfies Record<ExposedModuleId, true>) as ExposedModuleId[];
