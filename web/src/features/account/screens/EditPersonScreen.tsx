/**
 * /editPerson — add a frequent contact, or edit one (`?contactId=`): name, relationship, identity type and
 * number (checked by type with domain's rule), date of birth and sex (filled from an identity card number by
 * domain's `identityFacts`), mobile, optional e-mail. The date of birth is the mall's date picker (`FormDateField`,
 * typed `YYYY-MM-DD` or picked), bounded by domain's `birthdayRange()` (100 years back to today, spec §5) and
 * checked by the contact form's rule (`isBirthDate`, message 输入的数据不合法!); never the browser's raw input.
 *
 * Decisions where the spec is silent:
 * - Everything typed stays in the tab's draft (per contact) across a failed save and a reload; a saved form
 *   forgets it.
 * - For an identity card (type 01/14) the date of birth and sex follow the number as it is typed; the customer
 *   can still correct them for other types.
 * - After a save the customer returns to the page the form was opened from by going back (the contact list, or
 *   the purchase form's contact picker), never by pushing the list again: one copy of the list stays in history
 *   however many saves (customer report 2, G8). Opened as the tab's first page, the form is replaced by the list
 *   (`ui/use-return.ts`). Either way back does not reopen a saved form.
 * - A contact id that the gateway does not know shows "not found" with the way back to the list.
 * - A new contact's relationship starts at self (本人) only while no saved contact is self; otherwise (and when
 *   the list cannot be read) it starts empty: the customer chooses, the form never guesses.
 */
import { useEffect, useState } from "react";
import { useAddressParams } from "../../../components/address-params";
import { contactPage } from "../params";
import { useMutation, useQuery } from "@tanstack/react-query";
import { DEFAULT_BIRTHDAY, LENGTH_LIMITS, RELATIONSHIPS, birthdayRange, identityFacts, newContactRelationship, type Contact, CONTACT_FORM_SHAPE } from "@micromall/domain";
import type { ContactForm, ContactFormSchema } from "@micromall/domain/schemas";
import { Button, SelectField, Spinner, TextField, toast, useReturn } from "../../../ui";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { DATA_MUTATIONS, contactQuery, contactsQuery } from "../api/account-data";
import { CONTACT_IDENTITY_TYPES, identityTypeOptions } from "../components/data/identity-options";
import { FormDateField } from "../../../components/FormDateField";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import styles from "../components/data/data.module.css";
import { EditRecordPage } from "../components/data/EditRecordPage";
import { DATA_MESSAGES } from "../data.messages";
import { usePageTitle } from "../../../components/route-title";
import { EDIT_PERSON_META } from "../route-titles";

/** The form's values: every field as the customer types it. */
type ContactValues = typeof ContactFormSchema.Encoded;

/** A new contact's values: self only while no saved contact is (domain's `newContactRelationship`), else none. */
const emptyContact = (relationship: string): ContactValues => ({ name: "", relationship, identifyType: "01", identifyNumber: "", birthday: "", sex: "", mobile: "", email: "" });

function valuesOf(contact: Contact): ContactValues {
  return {
    name: contact.name,
    relationship: contact.relationship,
    identifyType: contact.identifyType,
    identifyNumber: contact.identifyNumber,
    birthday: contact.birthday,
    sex: contact.sex,
    mobile: contact.mobile,
    email: contact.email,
  };
}

/** The add / edit contact screen. */
export default function EditPersonScreen() {
  const t = useMessages(DATA_MESSAGES);
  const { contactId } = useAddressParams(contactPage);
  const mallId = useAppStore((state) => state.mallId);
  const existing = useQuery({ ...contactQuery(mallId, contactId), enabled: mallId !== "" && contactId !== "" });
  // adding: the saved contacts tell whether self is taken (the form's default waits for them)
  const saved = useQuery({ ...contactsQuery(mallId), enabled: mallId !== "" && contactId === "" });
  const title = usePageTitle(EDIT_PERSON_META);
  const relationship = saved.data === undefined ? "" : newContactRelationship(saved.data);

  return (
    <EditRecordPage title={title} id={contactId} record={existing} listPath="/contacts">
      {(loaded) =>
        contactId === "" && mallId !== "" && saved.isPending ? <Spinner label={t("data.loading")} /> : <ContactForm contactId={contactId} loaded={loaded} relationship={relationship} />
      }
    </EditRecordPage>
  );
}

function ContactForm({ contactId, loaded, relationship }: { contactId: string; loaded: Contact | undefined; relationship: string }) {
  const t = useMessages(DATA_MESSAGES);
  const locale = useLocale();
  const goBack = useReturn();
  const mallId = useAppStore((state) => state.mallId);
  // The form mounts once the contact is loaded: its values are the defaults, and a draft of this very
  // contact (the customer's unsaved typing) goes over them.
  const form = useSchemaForm<ContactValues, ContactForm>(CONTACT_FORM_SHAPE, loaded === undefined ? emptyContact(relationship) : valuesOf(loaded));
  const draft = useFormDraft(form, { formId: contactId === "" ? "editPerson" : `editPerson:${contactId}`, passwords: [] });
  const { errorOf } = form;
  // spec §5 "Date ranges": a date of birth lies within 100 years back to today; the sheet starts at 2000/01/01
  const [birthdays] = useState(() => birthdayRange());
  const addContact = useMutation(DATA_MUTATIONS.addContact());
  const updateContact = useMutation(DATA_MUTATIONS.updateContact());

  const identifyType = form.watch("identifyType");
  const identifyNumber = form.watch("identifyNumber");
  const facts = identityFacts(identifyType, identifyNumber);
  const factBirthday = facts?.birthday;
  const factSex = facts?.sex;
  useEffect(() => {
    if (factBirthday === undefined || factSex === undefined) return;
    if (form.getValues("birthday") !== factBirthday) form.setValue("birthday", factBirthday);
    if (form.getValues("sex") !== factSex) form.setValue("sex", factSex);
  }, [factBirthday, factSex, form]);

  const submit = form.submit(async (values) => {
    const { sex, ...rest } = values;
    // No sex chosen yet (another type than the identity card): the gateway keeps its own default.
    const payload = { ...rest, ...(sex === "" ? {} : { sex }), mallId };
    try {
      if (contactId === "") await addContact.mutateAsync(payload);
      else await updateContact.mutateAsync({ ...payload, contactId });
    } catch {
      return; // shown once; everything typed stays
    }
    draft.clear();
    toast(t("data.saved"));
    goBack("/contacts");
  });

  const relationshipOptions = RELATIONSHIPS.map((relationship) => ({ value: relationship.code, label: locale === "en" ? relationship.en : relationship.zh }));
  const sexOptions = [
    { value: "1", label: t("data.person.male") },
    { value: "2", label: t("data.person.female") },
  ];

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t("data.person.name")} autoComplete="name" maxLength={LENGTH_LIMITS.name.insured} {...form.field("name")} error={errorOf("name")} />
      <SelectField label={t("data.person.relationship")} options={relationshipOptions} {...form.field("relationship")} error={errorOf("relationship")} />
      <SelectField label={t("data.person.identifyType")} options={identityTypeOptions(CONTACT_IDENTITY_TYPES, locale)} {...form.field("identifyType")} error={errorOf("identifyType")} />
      <TextField
        label={t("data.person.identifyNumber")}
        autoComplete="off"
        maxLength={LENGTH_LIMITS.identityNumber.extended}
        {...form.field("identifyNumber")}
        error={errorOf("identifyNumber")}
        hint={facts === null ? undefined : t("data.person.filled")}
      />
      <FormDateField form={form} name="birthday" label={t("data.person.birthday")} min={birthdays.min} max={birthdays.max} defaultValue={DEFAULT_BIRTHDAY} disabled={facts !== null} />
      <SelectField label={t("data.person.sex")} options={sexOptions} disabled={facts !== null} {...form.field("sex")} error={errorOf("sex")} />
      <TextField label={t("data.person.mobile")} type="tel" inputMode="numeric" autoComplete="tel" maxLength={LENGTH_LIMITS.mobile} {...form.field("mobile")} error={errorOf("mobile")} />
      <TextField label={t("data.person.email")} type="email" autoComplete="email" maxLength={LENGTH_LIMITS.email} {...form.field("email")} error={errorOf("email")} />
      <Button type="submit" variant="primary" block disabled={form.pending}>
        {t("data.save")}
      </Button>
    </form>
  );
}
