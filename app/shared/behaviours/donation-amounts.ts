/**
 * A donation card's parts (donation-section.tsx): `card` holds the giving page's address with
 * `{amount}` still in it, `link` the link's words with `{amount}`, `other` the largest amount
 * that may be typed. Its amounts are radio buttons, ticked natively at a tap.
 */
export const donationAttributes = {
  card: "data-donation",
  link: "data-donate-link",
  prompt: "data-donate-prompt",
  other: "data-other-amount",
  otherError: "data-other-amount-error",
} as const;

const { card: cardAttribute, link, prompt, other, otherError } = donationAttributes;
const fillAmount = (template: string | null, amount: number) =>
  (template ?? "").replaceAll("{amount}", String(amount));

/** Points the card's link at the amount ticked or typed; with none, shows the prompt instead. */
function updateDonationCard(card: Element) {
  const choice = card.querySelector<HTMLInputElement>("input[type=radio]:checked")?.value;
  const typedInput = card.querySelector<HTMLInputElement>(`[${other}]`);
  const typed = typedInput?.value.trim() ?? "";
  const typedAmount = Number(typed);
  const valid =
    /^\d+$/.test(typed) &&
    typedAmount >= 1 &&
    typedAmount <= Number(typedInput?.getAttribute(other));
  const amount = choice === "other" ? (valid ? typedAmount : 0) : Number(choice);
  const error = card.querySelector<HTMLElement>(`[${otherError}]`);
  if (typedInput && error) {
    const wrong = choice === "other" && typed !== "" && !valid;
    error.hidden = !wrong;
    typedInput.setAttribute("aria-invalid", String(wrong));
    if (wrong) typedInput.setAttribute("aria-describedby", error.id);
    else typedInput.removeAttribute("aria-describedby");
  }
  const give = card.querySelector<HTMLAnchorElement>(`[${link}]`);
  const ask = card.querySelector<HTMLElement>(`[${prompt}]`);
  if (!give || !ask) return;
  give.hidden = !amount;
  ask.hidden = !!amount;
  if (!amount) return;
  give.href = fillAmount(card.getAttribute(cardAttribute), amount);
  give.textContent = fillAmount(give.getAttribute(link), amount);
}

/**
 * Keeps each donation card's link on the amount ticked or typed, from the first tap on, and
 * says when a typed amount is not one; on a page the browser filled in again (back, reload) as
 * well, once it is parsed.
 */
export function installDonationAmounts(document: Document) {
  const update = (event: Event) => {
    const card = (event.target as Element).closest?.(`[${cardAttribute}]`);
    if (card) updateDonationCard(card);
  };
  document.addEventListener("input", update);
  document.addEventListener("change", update);
  const updateAll = () => {
    for (const card of document.querySelectorAll(`[${cardAttribute}]`)) updateDonationCard(card);
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", updateAll, { once: true });
  else updateAll();
}
