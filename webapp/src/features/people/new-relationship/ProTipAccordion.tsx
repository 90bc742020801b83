import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { peopleCopy } from '@shared/ui-copy';
import { ChevronDown, Lightbulb } from 'lucide-react';

/** The Pro Tip about CRM integration, folded by default (spec 1 §2). */
export function ProTipAccordion() {
  return (
    <Disclosure as="div" className="rounded-lg border border-slate-200">
      <DisclosureButton className="group flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50">
        <Lightbulb aria-hidden="true" className="size-4 text-amber-600" />
        <span className="flex-1">{peopleCopy.newRelationship.proTip}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel className="px-3 pb-3 text-sm text-slate-700">
        {peopleCopy.newRelationship.proTipText}
      </DisclosurePanel>
    </Disclosure>
  );
}
