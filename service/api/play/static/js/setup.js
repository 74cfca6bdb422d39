// The setup form: the games of the catalogue, their player counts and options.

import { api } from "./api.js";
import { $, S, T } from "./state.js";

export const entryOf = (id) => S.catalogue.find((entry) => entry.id === id);

export async function loadCatalogue() {
  const answer = await api("/v1/games");
  S.catalogue = answer.games;
  const select = $("game");
  select.replaceChildren(
    ...S.catalogue.map((entry) => new Option(`${entry.name} (${entry.id})`, entry.id)),
  );
  select.addEventListener("change", fillPlayers);
  $("players").addEventListener("change", fillOptions);
  fillPlayers();
}

export function fillPlayers() {
  const entry = entryOf($("game").value);
  const counts = entry.players;
  const select = $("players");
  select.replaceChildren(...counts.map((count) => new Option(String(count), String(count))));
  fillOptions();
}

function fillOptions() {
  const entry = entryOf($("game").value);
  const players = Number($("players").value);
  const fields = entry.options
    .filter((option) => !option.players || option.players.includes(players))
    .filter((option) => option.name !== "enforcement")
    .map((option) => optionField(option));
  $("option-fields").replaceChildren(...fields);
  $("options").hidden = fields.length === 0;
}

// An option's field starts at what the service would use and sends nothing unless changed.
// Where the default depends on other options (default_note) or the value may be null, the
// field starts on an explicit "default" entry rather than a value the service may not use.
function optionField(option, parent = null) {
  const wrap = document.createElement("div");
  wrap.className = "field option";
  const id = parent ? `option-${parent}-${option.name}` : `option-${option.name}`;
  const label = document.createElement("label");
  label.htmlFor = id;
  label.textContent = T[`opt_${option.name}`] ?? option.name.replace(/_/g, " ");
  label.title = `${option.description} (${option.rule})`;
  if (option.type === "object") {
    // a group of options (Mulle Glimne's building rules): one field each, sent together
    const group = document.createElement("fieldset");
    group.className = "option-group";
    const legend = document.createElement("legend");
    legend.textContent = label.textContent;
    legend.title = label.title;
    group.append(legend, ...(option.fields ?? []).map((field) => optionField(field, option.name)));
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
    const choices = option.type === "boolean" ? [["true", T.option_yes], ["false", T.option_no]]
      : option.choices.map((choice) => [choice, T[`choice_${choice}`] ?? choice]);
    if (explicit) input.add(new Option(T.option_default, "", true, true));
    for (const [value, text] of choices) {
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

// Only the options the person changed: the defaults are the service's to apply.
export function chosenOptions() {
  const options = {};
  for (const input of $("option-fields").querySelectorAll("[data-option]")) {
    const value = fieldValue(input);
    if (value === undefined) continue;
    const parent = input.dataset.parent;
    if (parent) (options[parent] ??= {})[input.dataset.option] = value;
    else options[input.dataset.option] = value;
  }
  return options;
}

