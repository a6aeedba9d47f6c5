import type { RegistryWidgetsType } from '@rjsf/utils';
import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import ColorWidget from '@rjsf/core/lib/components/widgets/ColorWidget.js';
import DateTimeWidget from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import RangeWidget from '@rjsf/core/lib/components/widgets/RangeWidget.js';
import SelectWidget from '@rjsf/core/lib/components/widgets/SelectWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import TimeWidget from '@rjsf/core/lib/components/widgets/TimeWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import { lazyBuiltIn } from './lazyBuiltIn';

/** Stands in for @rjsf/core's widgets/index.js (scripts/vite/standInPlugins.ts): the same widgets. */
export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: lazyBuiltIn('AltDateWidget'),
    AltDateTimeWidget: lazyBuiltIn('AltDateTimeWidget'),
    CheckboxWidget,
    CheckboxesWidget: lazyBuiltIn('CheckboxesWidget'),
    ColorWidget,
    DateWidget,
    DateTimeWidget,
    EmailWidget,
    FileWidget: lazyBuiltIn('FileWidget'),
    HiddenWidget,
    PasswordWidget,
    RadioWidget,
    RangeWidget,
    RatingWidget: lazyBuiltIn('RatingWidget'),
    SelectWidget,
    TextWidget,
    TextareaWidget,
    TimeWidget,
    UpDownWidget,
    URLWidget,
  } as RegistryWidgetsType;
}
