-- Every phone a person types is now stored as E.164 digits without '+' (shared phones.ts), the form WhatsApp ids
-- have. Before, users.wpp, plantoes.phone and companies.phone kept what was typed, often a national Brazilian number
-- ('11999994321'), and on-call notices went to it without a country code. Those take the stored form here: digit
-- strings of a Brazilian national number (area code without zero, then 8 or 9 digits), read as sign-up always read
-- them. Anything else is left as it is and is validated when next edited.
UPDATE "users" SET "wpp" = '55' || "wpp" WHERE "wpp" ~ '^[1-9]{2}9?[0-9]{8}$';--> statement-breakpoint
UPDATE "plantoes" SET "phone" = '55' || "phone" WHERE "phone" ~ '^[1-9]{2}9?[0-9]{8}$';--> statement-breakpoint
UPDATE "companies" SET "phone" = '55' || regexp_replace("phone", '\D', '', 'g')
  WHERE regexp_replace("phone", '\D', '', 'g') ~ '^[1-9]{2}9?[0-9]{8}$';
