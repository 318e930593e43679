import type { BusinessFormProps, ExposedModules } from '@cerca/contracts';
import { remoteRootClass } from '@cerca/remote-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBusiness as postBusiness } from './api/create-business';
import { queryClient } from './api/query-client';
import { BusinessForm } from './components/business-form/business-form';

// Exposed as "./business-form": mf-ordering's business sign-up mounts it, so it may load before
// (or without) this remote's app. The form registers its own texts and styles; this wrapper gives
// it this remote's query cache and root class, whichever page it renders in.

function ExposedBusinessForm(props: BusinessFormProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <div className={remoteRootClass('mf_discovery')}>
        <BusinessForm {...props} />
      </div>
    </QueryClientProvider>
  );
}

// The contract in @cerca/contracts is the only description of this module: if the component's
// props or createBusiness drift from it, this line stops compiling.
const exposed = {
  default: ExposedBusinessForm,
  createBusiness: postBusiness,
} satisfies ExposedModules['mf_discovery/business-form'];

export default exposed.default;
export const { createBusiness } = exposed;
