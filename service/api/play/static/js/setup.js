// The setup form: the games of the catalogue (asked in the page's language: names and option
// descriptions come translated), their player counts and the options that apply.

import { api } from "./api.js";
import { $, S, T } from "./state.js";

export const entryOf = (id) => S.catalogue.find((entry) => entry.id === id);

// Options that apply only while another option of the same game has a given value: the
// catalogue says so in words only ("With partnerships: …", "Base misar only …"), so the page
// keeps the list. A hidden option sends nothing.
const APPLIES = {
  partner_scoring: { partnerships: [true] },
  forced_tabbe: { base: ["misar"] },
  match: { base: ["misar"] },
};

// Choices that apply to some player counts only (Byggkasino's match, AKF-32: "target" for 2
// and 4 players, "three_deals" for 3; the other combinations are refused).
const CHOICES_FOR = {
  byggkasino: { match: { 2: ["single", "target"], 3: ["single", "three_deals"], 4: ["single", "target"] } },
};

export async function loadCatalogue() {
  const answer = await api("/v1/games");
  S.catalogue = answer.games;
  const select = $("game");
  select.replaceChildren(...S.catalogue.map((entry) => new Option(entry.name, entry.id)));
  select.addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillOptions);
  $("option-fields").addEventListener("change", showApplicable);
  fillPlayers();
}

export function fillPlayers() {
  const entry = entryOf($("game").value);
  const select = $("players");
  const was = select.value;
  select.replaceChildren(...entry.players.map((count) => new Option(String(count), String(count))));
  if (entry.players.map(String).includes(was)) select.value = was;
  fillOptions();
}

function fillOptions() {
  const entry = entryOf($("game").value);
  const players = Number($("players").value);
  const fields = entry.options
    .filter((option) => !option.players || option.players.includes(players))
    .filter((option) => option.name !== "enforcement")
    .map((option) => optionField(option, null, CHOICES_FOR[entry.id]?.[option.name]?.[players]));
  $("option-fields").replaceChildren(...fields);
  showApplicable();
}

// The option's own value as the form holds it now (its default when left alone).
function currentValue(name) {
  const input = $(`option-${name}`);
  if (!input || input.closest("[hidden]")) return undefined;
  if (input.type === "checkbox") return input.checked;
  if (input.value === "") return JSON.parse(input.dataset.default ?? "null");
  if (input.dataset.type === "boolean") return input.value === "true";
  return input.value;
}

// An option that depends on another the game has applies only while that one, itself shown,
// has one of the values (partnerships need four players: no partner scoring for two).
function showApplicable() {
  const names = new Set((entryOf($("game").value)?.options ?? []).map((option) => option.name));
  for (const [name, when] of Object.entries(APPLIES)) {
    const wrap = $(`option-${name}`)?.closest(".option");
    if (!wrap) continue;
    wrap.hidden = false;
    wrap.hidden = !Object.entries(when).every(([other, values]) =>
      names.has(other) ? values.includes(currentValue(other)) : true,
    );
  }
  const shown = [...$("option-fields").children].some((field) => !field.hidden);
  $("options").hidden = !shown;
}

// An option's words: the API's description with the option's own values named as the page
// names them ("handtable" → "high from the hand"); the rule IDs stay, they are the referee's.
function explanation(option, choices) {
  let words = option.description ?? "";
  for (const choice of choices) {
    const label = T[`choice_${choice}`];
    if (label) words = words.replace(new RegExp(`\\b${choice}\\b`, "g"), `“${label}”`);
  }
  // other options and values named by their ids (sistan_point, 'spades_last_deal')
  return words.replace(/'?\b([a-z0-9]+(?:_[a-z0-9]+)+)\b'?/g, (id, name) => {
    const label = T[`opt_${name}`] ?? T[`choice_${name}`];
    return label ? `“${label}”` : id;
  });
}

// An option's field starts at what the service would use and sends nothing unless changed.
// Where the default depends on other options (default_note) or the value may be null, the
// field starts on an explicit "default" entry rather than a value the service may not use.
// Its explanation is shown under it (a phone has no hover), and read with it (aria-describedby).
function optionField(option, parent = null, only = undefined) {
  const wrap = document.createElement("div");
  wrap.className = "field option";
  const id = parent ? `option-${parent}-${option.name}` : `option-${option.name}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = T[`opt_${option.name}`] ?? option.name.replace(/_/g, " ");
  const choices = (option.choices ?? []).filter((choice) => !only || only.includes(choice));
  const help = document.createElement("p");
  help.className = "hint option-help";
  help.id = `${id}-help`;
  help.textContent = explanation(option, option.choices ?? []);
  if (option.type === "object") {
    // a group of options (Mulle Glimne's building rules): one field each, sent together
    const group = document.createElement("fieldset");
    group.className = "option-group option";
    const legend = document.createElement("legend");
    legend.textContent = label.textContent;
    group.setAttribute("aria-describedby", help.id);
    group.append(legend, help, ...(option.fields ?? []).map((field) => optionField(field, option.name)));
    return group;
  }
  const explicit = option.default_note !== undefined || option.nullable;
  let input;
  if (option.type === "boolean" && !explicit) {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = Boolean(option.default);
    wrap.classList.add("check");
  } else if (option.type === "boolean" || option.type === "enum") {
    input = document.createElement("select");
    const listed = option.type === "boolean" ? [["true", T.option_yes], ["false", T.option_no]]
      : choices.map((choice) => [choice, T[`choice_${choice}`] ?? choice.replace(/_/g, " ")]);
    if (explicit) input.add(new Option(T.option_default, "", true, true));
    for (const [value, text] of listed) {
      input.add(new Option(text, value, false, !explicit && value === option.default));
    }
    if (option.nullable) input.add(new Option(T.none, "null"));
  } else {
    input = document.createElement("input");
    input.type = "number";
    if (option.minimum !== undefined) input.min = option.minimum;
    if (option.maximum !== undefined) input.max = option.maximum;
    if (explicit) input.placeholder = T.option_default;
    else input.value = option.default ?? "";
  }
  input.id = id;
  input.dataset.option = option.name;
  input.dataset.type = option.type;
  if (parent) input.dataset.parent = parent;
  if (explicit) input.dataset.explicit = "true";
  input.dataset.default = JSON.stringify(option.default);
  input.setAttribute("aria-describedby", help.id);
  if (wrap.classList.contains("check")) {
    // a checkbox beside its label (drawn first: .check is row-reverse), the explanation below
    const row = document.createElement("span");
    row.className = "field check";
    row.append(label, input);
    wrap.classList.remove("check");
    wrap.append(row, help);
    return wrap;
  }
  wrap.append(label, input);
  if (option.type === "integer" && option.nullable) {
    // null is a value of its own here (a target of null plays single deals)
    const none = document.createElement("input");
    none.type = "checkbox";
    none.id = `${id}-none`;
    none.addEventListener("change", () => { input.disabled = none.checked; });
    const noneLabel = document.createElement("label");
    noneLabel.htmlFor = none.id;
    noneLabel.textContent = T.none;
    const row = document.createElement("span");
    row.className = "none";
    row.append(none, noneLabel);
    wrap.append(row);
  }
  wrap.append(help);
  return wrap;
}

// The value a field asks for, or undefined where it leaves the service's default.
function fieldValue(input) {
  const type = input.dataset.type;
  if (input.dataset.explicit) {
    const none = $(`${input.id}-none`);
    if (none?.checked) return null;
    if (input.value === "") return undefined;
    if (input.value === "null") return null;
    if (type === "boolean") return input.value === "true";
    return type === "integer" ? Number(input.value) : input.value;
  }
  let value;
  if (type === "boolean") value = input.checked;
  else if (type === "integer") value = input.value === "" ? null : Number(input.value);
  else value = input.value;
  return JSON.stringify(value) === input.dataset.default ? undefined : value;
}

// Only the options the person changed, of those that apply: the defaults are the service's.
export function chosenOptions() {
  const options = {};
  for (const input of $("option-fields").querySelectorAll("[data-option]")) {
    if (input.closest("[hidden]")) continue;
    const value = fieldValue(input);
    if (value === undefined) continue;
    const parent = input.dataset.parent;
    if (parent) (options[parent] ??= {})[input.dataset.option] = value;
    else options[input.dataset.option] = value;
  }
  return options;
}

// What a game is dealt with: the game, the player count, the bots' level and the options;
// kept with the game so that "start again" and "rematch" deal alike.
export function chosenSettings() {
  return {
    game: $("game").value,
    players: Number($("players").value),
    level: $("level").value,
    options: chosenOptions(),
  };
}

// The form set back to saved settings (after a reload, a restart): the game, the player count
// and the level; the options' fields start over at their defaults.
export function showSettings(settings) {
  if (!settings || !entryOf(settings.game)) return;
  $("game").value = settings.game;
  fillPlayers();
  $("players").value = String(settings.players);
  fillOptions();
  $("level").value = settings.level;
}
