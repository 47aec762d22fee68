import { CARE_TEMPLATES } from './templates-meds-care';
import { INFECTION_TEMPLATES } from './templates-meds-infection';
import type { MedTemplate } from './templates-meds-kit';

export { NAME_ENDINGS, type MedLine, type MedTemplate } from './templates-meds-kit';

/** Every active principle the generator draws medicines from (real INNs, invented product names). */
export const MED_TEMPLATES: MedTemplate[] = [...INFECTION_TEMPLATES, ...CARE_TEMPLATES];
