import type { RegistryWidgetsType } from '@rjsf/utils';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import PasswordWidget from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import { lazyBuiltIn } from './lazyBuiltIn';

/** Stands in for @rjsf/core's widgets/index.js (../plugins/standInPlugins.ts): the same widgets. */
export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: lazyBuiltIn('AltDateWidget'),
    AltDateTimeWidget: lazyBuiltIn('AltDateTimeWidget'),
    CheckboxWidget: lazyBuiltIn('CheckboxWidget'),
    CheckboxesWidget: lazyBuiltIn('CheckboxesWidget'),
    ColorWidget: lazyBuiltIn('ColorWidget'),
    DateWidget: lazyBuiltIn('DateWidget'),
    DateTimeWidget: lazyBuiltIn('DateTimeWidget'),
    EmailWidget,
    FileWidget: lazyBuiltIn('FileWidget'),
    HiddenWidget,
    PasswordWidget,
    RadioWidget: lazyBuiltIn('RadioWidget'),
    RangeWidget: lazyBuiltIn('RangeWidget'),
    RatingWidget: lazyBuiltIn('RatingWidget'),
    SelectWidget: lazyBuiltIn('SelectWidget'),
    TextWidget,
    TextareaWidget: lazyBuiltIn('TextareaWidget'),
    TimeWidget: lazyBuiltIn('TimeWidget'),
    UpDownWidget: lazyBuiltIn('UpDownWidget'),
    URLWidget: lazyBuiltIn('URLWidget'),
  } as RegistryWidgetsType;
}
