"use client";

import { COUNTRIES, type Country } from "@fanfare/protocol";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useKeptEarlyInput } from "@/hooks/use-kept-early-input";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/ui/button";
import { Screen } from "@/ui/screen";

/** `/select-country`: the country goes on to /enter-email in the query. */
export function SelectCountryScreen({ initialCountry }: { initialCountry: Country }) {
  const t = useTranslations();
  const router = useRouter();
  const [country, setCountry] = useState<Country>(initialCountry);
  // A country picked before the scripts arrived is the one the fan chose.
  const radio = useKeptEarlyInput((field) => {
    if (field.checked) setCountry(field.value as Country);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    router.push({ pathname: "/enter-email", query: { country } });
  };

  return (
    <Screen title={t("selectCountry.title")} lead={t("selectCountry.lead")}>
      <form onSubmit={submit} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-bold">{t("selectCountry.legend")}</legend>
          {COUNTRIES.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-gray-300 px-4 has-checked:border-primary has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name="country"
                value={option}
                checked={country === option}
                ref={radio}
                onChange={() => setCountry(option)}
                className="size-5 accent-primary"
              />
              <span>{t(`countries.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" size="lg" fullWidth>
          {t("actions.next")}
        </Button>
      </form>
    </Screen>
  );
}
