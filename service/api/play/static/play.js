// The /play page: a person plays seat 0 of a sealed deal, the service's bots play the others.
// Only the public API is used (fetch to /v1/...), in the page's language (Accept-Language).
// No framework, no build step: one state object, render functions that redraw from it.
"use strict";

(() => {
  const T = JSON.parse(document.getElementById("play-strings").textContent);
  const LANG = document.documentElement.lang || "en";
  const SEAT = 0; // the person's seat; the bots play every other one
  const STORE = "kortdomaren.play"; // sessionStorage: survives the language switch's reload
  const LOG_SIZE = 40;
  const LEGAL_LIMIT = 60;
  const params = new URLSearchParams(window.location.search);
  const PACE = Math.max(0, Number(params.get("pace") ?? 350)); // ms before each bot move

  const $ = (id) => document.getElementById(id);
  const root = $("play");

  // Composer kinds per family: the kinds of move a person can put together by selecting.
  const KINDS = {
    fishing: ["trail", "capture", "build"],
    femhundra: ["draw_stock", "draw_pile", "take_pile", "meld", "lay_off", "discard"],
    tarot: ["play", "discard_widow"],
  };

  let catalogue = [];
  let game = null; // {id, family, players, level, token, step, seatView, scores, log, legal}
  let selected = []; // [{zone: "hand"|"table"|"build"|"meld", code, index}]
  let pending = null; // the move chosen or composed, validated before it is applied
  let run = 0; // bumped by a new game: a stale bot loop stops
  let kindChosenAt = null; // the step at which the person last chose a kind of move

  // ---- words -------------------------------------------------------------------------------

  function fmt(key, values = {}) {
    const text = T[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  }

  const SUITS = {
    S: ["♠", "spades", false],
    H: ["♥", "hearts", true],
    D: ["♦", "diamonds", true],
    C: ["♣", "clubs", false],
  };

  // A card code as people read it: 7♥, 10♦, T14, Joker, Fjønt; and its spoken name.
  function cardFace(code) {
    if (code === "JK") return { text: capitalise(T.joker), name: T.joker, cls: "joker" };
    if (code === "FJ") return { text: "Fjønt", name: T.fjont, cls: "trump" };
    const trump = /^T(\d+)$/.exec(code);
    if (trump) return { text: `T${trump[1]}`, name: fmt("trump", { number: trump[1] }), cls: "trump" };
    const suit = SUITS[code.slice(-1)];
    if (!suit) return { text: code, name: code, cls: "" };
    const rank = code.slice(0, -1);
    return {
      text: `${rank}${suit[0]}`,
      name: fmt("card_name", { rank: T[`rank_${rank}`] ?? rank, suit: T[suit[1]] }),
      cls: suit[2] ? "red" : "black",
    };
  }

  const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
  const cardText = (code) => cardFace(code).text;
  // Card codes only: some events carry counts where a seat may not see the cards (R1000-4's
  // second deal says how many each seat got, not which).
  function cardsText(codes) {
    const cards = Array.isArray(codes) ? codes.filter((code) => typeof code === "string") : [];
    return cards.length ? cards.map(cardText).join(" ") : T.none;
  }
  // A bot's reason names cards by their codes (QD); the page shows them as everywhere else (Q♦).
  const withFaces = (sentence) => sentence.replace(/\b(?:10|[2-9AJQKC])[SHDC]\b/g, cardText);
  const playerName = (seat) => (seat === SEAT ? T.you : fmt("bot", { seat }));

  function sideName(side, sides) {
    const seats = sides ? sides[side] : [side];
    if (!seats || seats.length === 1) return playerName(seats ? seats[0] : side);
    return `${fmt("side", { side: side + 1 })} (${seats.map(playerName).join(", ")})`;
  }

  function sidesOf(view) {
    if (game.scores?.sides) return game.scores.sides;
    const count = view.match?.scores?.length ?? game.players;
    return Array.from({ length: count }, (_, side) =>
      Array.from({ length: game.players }, (_, seat) => seat).filter((seat) => seat % count === side),
    );
  }

  // An item of a capture: a loose card, or a build id (b2).
  const itemText = (item) => (/^[A-Z0-9]+$/.test(item) && !/^b\d+$/.test(item) ? cardText(item) : item);

  function describeMove(move) {
    const card = move.card ? cardText(move.card) : "";
    switch (game.family) {
      case "fishing": {
        if (move.announce_out) return T.move_announce;
        if (move.build) {
          const parts = move.build.parts.map((part) => part.map(itemText).join("+")).join(", ");
          const key = move.build.onto ? "move_build_onto" : "move_build";
          return fmt(key, { value: move.build.value, card, build: move.build.onto, parts });
        }
        const items = move.capture ?? (move.groups ? move.groups.flat() : null);
        if (items && items.length) return fmt("move_capture", { items: items.map(itemText).join(" "), card });
        return fmt("move_trail", { card });
      }
      case "femhundra": {
        const cards = cardsText(move.cards);
        switch (move.type) {
          case "draw":
            return move.source === "pile" ? T.move_draw_pile : T.move_draw_stock;
          case "take_pile":
            return T.move_take_pile;
          case "meld":
            return move.joker_as
              ? fmt("move_meld_joker", { cards, joker: cardText(move.joker_as) })
              : fmt("move_meld", { cards });
          case "lay_off":
            return fmt("move_lay_off", { cards: move.cards ? cards : card, target: move.target });
          case "discard":
            return fmt("move_discard", { card });
          case "swap_joker":
            return fmt("move_swap_joker", { card, target: move.target });
          case "claim":
            return T.move_claim;
          default:
            return move.type;
        }
      }
      case "tarot": {
        switch (move.type) {
          case "play":
            return fmt("move_play", { card });
          case "discard_widow":
            return fmt("move_discard_widow", { cards: cardsText(move.cards) });
          case "declare": {
            const groups = [...(move.sets ?? []), ...(move.sequences ?? []).map((s) => s.cards)];
            if (!groups.length) return T.move_declare_nothing;
            return fmt("move_declare", { cards: groups.map(cardsText).join(" · ") });
          }
          case "fjont_exchange":
            return fmt("move_fjont_exchange", { card });
          default:
            return move.type;
        }
      }
      default:
        return JSON.stringify(move);
    }
  }

  function describeEvent(event) {
    const player = event.player === undefined || event.player === null ? "" : playerName(event.player);
    const card = event.card ? cardText(event.card) : "";
    const cards = cardsText(event.cards);
    const values = { ...event, player, card, cards };
    switch (event.type) {
      case "captured":
        return fmt("ev_captured", { ...values, cards: cardsText([...(event.cards ?? []), ...(event.builds ?? [])].filter((c) => !/^b\d+$/.test(c))) });
      case "drawn": {
        const source = event.source === "pile" ? "pile" : "stock";
        return fmt(event.card ? `ev_drawn_card_${source}` : `ev_drawn_${source}`, values);
      }
      case "discarded":
        return event.card ? fmt("ev_discarded", values) : fmt("ev_discarded_count", { ...values, count: event.count ?? event.cards?.length ?? 0 });
      case "build_added":
      case "build_extended":
        return fmt("ev_build_added", values);
      default:
        if (T[`ev_${event.type}`]) return fmt(`ev_${event.type}`, values);
        return fmt("ev_other", { player: player || "—", what: event.type.replace(/_/g, " ") });
    }
  }

  // ---- the API -----------------------------------------------------------------------------

  class Refused extends Error {
    constructor(status, data) {
      super(data?.detail ?? String(status));
      this.status = status;
      this.data = data ?? {};
    }
  }

  async function api(path, body) {
    const init = { method: body === undefined ? "GET" : "POST", headers: { "Accept-Language": LANG } };
    if (body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch {
      throw new Refused(0, { detail: T.network });
    }
    const data = await response.json().catch(() => ({}));
    if (!response.ok) throw new Refused(response.status, data);
    return data;
  }

  const endpoint = (name) => `/v1/games/${encodeURIComponent(game.id)}/${name}`;

  function showError(error) {
    const box = $("error");
    if (!error) {
      box.hidden = true;
      box.textContent = "";
      return;
    }
    const detail = error instanceof Refused ? problemText(error.data) : String(error);
    box.textContent = fmt("error", { status: error.status ?? "", detail });
    box.hidden = false;
    root.dataset.status = "error";
  }

  function problemText(problem) {
    const items = [...(problem.violations ?? []), ...(problem.errors ?? [])];
    const lines = items.map((item) => (item.rule ? `${item.rule}: ${item.message}` : item.message));
    return [problem.detail, ...lines].filter(Boolean).join(" ");
  }

  // ---- setup -------------------------------------------------------------------------------

  async function loadCatalogue() {
    const answer = await api("/v1/games");
    catalogue = answer.games;
    const select = $("game");
    select.replaceChildren(
      ...catalogue.map((entry) => new Option(`${entry.name} (${entry.id})`, entry.id)),
    );
    select.addEventListener("change", fillPlayers);
    $("players").addEventListener("change", fillOptions);
    fillPlayers();
  }

  const entryOf = (id) => catalogue.find((entry) => entry.id === id);

  function fillPlayers() {
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
  function chosenOptions() {
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

  async function deal(event) {
    event.preventDefault();
    const entry = entryOf($("game").value);
    run += 1;
    game = {
      id: entry.id,
      family: entry.family,
      players: Number($("players").value),
      level: $("level").value,
      log: [],
      scores: null,
    };
    showError(null);
    root.dataset.status = "dealing";
    try {
      // bound to seat 0: every answer carries seat 0's view only (docs/sealed-play.md)
      const body = { players: game.players, sealed: true, seat: SEAT, options: chosenOptions() };
      const answer = await api(endpoint("deals"), body);
      $("setup").hidden = true;
      $("board").hidden = false;
      take(answer);
      advance(run);
    } catch (error) {
      showError(error);
    }
  }

  // ---- playing -----------------------------------------------------------------------------

  // A sealed answer (deal, apply, next-deal): keep the token, read seat 0's entry only.
  function take(answer, note) {
    if (answer.step !== undefined && game.step !== undefined && answer.step <= game.step && answer.step !== 0) {
      return; // an older token never replaces a newer one (docs/sealed-play.md)
    }
    game.token = answer.token;
    game.step = answer.step;
    game.seatView = answer.views.find((entry) => entry.seat === SEAT);
    if (answer.scores) game.scores = answer.scores;
    const events = game.seatView.events ?? [];
    if (note || events.length) {
      game.log.unshift({ move: note?.move ?? null, reason: note?.reason ?? null, events: events.map(describeEvent) });
      game.log.length = Math.min(game.log.length, LOG_SIZE);
    }
    pending = null;
    selected = [];
    game.legal = [];
    save();
    render();
  }

  const view = () => game.seatView.view;
  const dealOver = () => view().to_move === null || view().to_move === undefined;

  function advance(current) {
    if (current !== run) return;
    if (dealOver()) {
      root.dataset.status = view().match?.over ? "match-over" : "deal-over";
      render();
      return;
    }
    if (view().to_move === SEAT) {
      yourTurn(current);
    } else {
      botTurn(current);
    }
  }

  async function yourTurn(current) {
    root.dataset.status = "loading";
    try {
      const answer = await api(endpoint("legal-moves"), { token: game.token, limit: LEGAL_LIMIT });
      if (current !== run) return;
      game.legal = answer.moves;
      game.legalCount = answer.count;
      root.dataset.status = "your-turn";
      render();
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) {
        $("legal-list").querySelector("button")?.focus();
      }
    } catch (error) {
      showError(error);
    }
  }

  const sleep = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

  async function botTurn(current) {
    const seat = view().to_move;
    root.dataset.status = "bots";
    render();
    try {
      await sleep(PACE);
      if (current !== run) return;
      // one call: the bot's move is played at once; the token, bound to seat 0, acts for no
      // other seat itself (docs/sealed-play.md)
      const answer = await api(endpoint("suggest"), { token: game.token, level: game.level, play: true });
      if (current !== run) return;
      // another seat's move that names cards laid away face down comes as null: its reason says it
      const told = answer.move ? describeMove(answer.move) : answer.reason;
      take(answer, { move: `${playerName(seat)}: ${told}`, reason: answer.move ? answer.reason : null });
      advance(current);
    } catch (error) {
      showError(error);
    }
  }

  async function choose(move) {
    pending = move;
    $("pending-move").textContent = fmt("chosen", { move: describeMove(move) });
    $("apply").disabled = true;
    setVerdict("", "");
    try {
      const answer = await api(endpoint("validate"), { token: game.token, move });
      if (pending !== move) return;
      if (answer.legal) {
        setVerdict(T.legal, "legal");
        $("apply").disabled = false;
      } else {
        setVerdict(`${T.illegal} ${problemText({ violations: answer.violations })}`, "illegal");
      }
    } catch (error) {
      if (error instanceof Refused && error.status === 422) {
        setVerdict(`${T.illegal} ${problemText(error.data)}`, "illegal");
      } else {
        showError(error);
      }
    }
  }

  function setVerdict(text, kind) {
    const box = $("verdict");
    box.textContent = text;
    box.dataset.verdict = kind;
  }

  async function applyPending() {
    if (!pending) {
      setVerdict(T.no_move, "illegal");
      return;
    }
    const current = run;
    const move = pending;
    $("apply").disabled = true;
    root.dataset.status = "applying";
    try {
      const answer = await api(endpoint("apply"), { token: game.token, move });
      if (current !== run) return;
      take(answer, { move: `${T.you}: ${describeMove(move)}` });
      $("moves").focus();
      advance(current);
    } catch (error) {
      if (error instanceof Refused && error.status === 422) {
        root.dataset.status = "your-turn";
        setVerdict(`${T.illegal} ${problemText(error.data)}`, "illegal");
      } else {
        showError(error);
      }
    }
  }

  async function nextDeal() {
    const current = run;
    root.dataset.status = "dealing";
    $("next-deal").hidden = true;
    try {
      const answer = await api(endpoint("next-deal"), { token: game.token });
      if (current !== run) return;
      game.scores = null;
      game.step = undefined;
      take(answer);
      advance(current);
    } catch (error) {
      showError(error);
    }
  }

  function newGame() {
    run += 1;
    game = null;
    sessionStorage.removeItem(STORE);
    $("board").hidden = true;
    $("setup").hidden = false;
    root.dataset.status = "idle";
    delete root.dataset.token;
    showError(null);
    $("game").focus();
  }

  // ---- the composer --------------------------------------------------------------------------

  const pick = (zone) => selected.filter((item) => item.zone === zone).map((item) => item.code);

  function compose() {
    const kind = $("kind").value;
    const hand = pick("hand");
    const player = SEAT;
    const one = () => {
      if (hand.length !== 1) throw new Error(T.need_card);
      return hand[0];
    };
    const some = () => {
      if (!hand.length) throw new Error(T.need_cards);
      return hand;
    };
    switch (kind) {
      case "trail":
        return { player, card: one() };
      case "capture":
        return { player, card: one(), capture: [...pick("table"), ...pick("build")] };
      case "build": {
        const card = one();
        const build = { value: Number($("build-value").value), parts: [[card, ...pick("table")]] };
        // the first selected build is built on, any others join it whole (BYGG-ADD-5)
        const [onto, ...merge] = pick("build");
        if (onto) build.onto = onto;
        if (merge.length) build.merge = merge;
        return { player, card, build };
      }
      case "draw_stock":
        return { type: "draw", player, source: "stock" };
      case "draw_pile":
        return { type: "draw", player, source: "pile" };
      case "take_pile":
        return { type: "take_pile", player };
      case "meld":
        return { type: "meld", player, cards: some() };
      case "lay_off": {
        const melds = pick("meld");
        if (melds.length !== 1) throw new Error(T.need_target);
        return { type: "lay_off", player, target: melds[0], cards: some() };
      }
      case "discard":
        return { type: "discard", player, card: one() };
      case "play":
        return { type: "play", player, card: one() };
      case "discard_widow":
        return { type: "discard_widow", player, cards: some() };
      default:
        throw new Error(kind);
    }
  }

  function check() {
    try {
      choose(compose());
    } catch (error) {
      pending = null;
      $("apply").disabled = true;
      $("pending-move").textContent = "";
      setVerdict(error.message, "illegal");
    }
  }

  function toggle(item, element) {
    const at = selected.findIndex((s) => s.zone === item.zone && s.index === item.index);
    if (at >= 0) selected.splice(at, 1);
    else selected.push(item);
    element.setAttribute("aria-pressed", String(at < 0));
  }

  const isSelected = (zone, index) => selected.some((s) => s.zone === zone && s.index === index);

  // ---- rendering ---------------------------------------------------------------------------

  function cardElement(code, zone, index, selectable) {
    const face = cardFace(code);
    const element = document.createElement(selectable ? "button" : "span");
    element.className = `card ${face.cls}`;
    element.textContent = face.text;
    element.dataset.card = code;
    if (selectable) {
      element.type = "button";
      element.dataset.zone = zone;
      element.dataset.index = String(index);
      element.setAttribute("aria-pressed", String(isSelected(zone, index)));
      element.setAttribute("aria-label", face.name);
      element.addEventListener("click", () => toggle({ zone, code, index }, element));
    } else {
      element.setAttribute("role", "img");
      element.setAttribute("aria-label", face.name);
    }
    return element;
  }

  function cardRow(codes, zone, selectable) {
    const row = document.createElement("div");
    row.className = "cards";
    codes.forEach((code, index) => row.append(cardElement(code, zone, index, selectable)));
    if (!codes.length) row.append(text("span", T.none, "empty"));
    return row;
  }

  function text(tag, content, cls) {
    const element = document.createElement(tag);
    element.textContent = content;
    if (cls) element.className = cls;
    return element;
  }

  function myHand() {
    const seen = view();
    if (Array.isArray(seen.hand)) return seen.hand;
    if (Array.isArray(seen.hands?.[SEAT])) return seen.hands[SEAT];
    return [];
  }

  function handCounts() {
    const seen = view();
    if (seen.hand_counts) return seen.hand_counts;
    return (seen.hands ?? []).map((hand) => (Array.isArray(hand) ? hand.length : hand ?? 0));
  }

  const myTurn = () => root.dataset.status === "your-turn";

  function renderHand() {
    const hand = myHand();
    const row = cardRow(hand, "hand", myTurn());
    row.id = "hand-cards";
    $("hand-cards").replaceWith(row);
  }

  function zone(title, ...content) {
    const section = document.createElement("div");
    section.className = "zone";
    section.append(text("h4", title), ...content);
    return section;
  }

  function renderTable() {
    const seen = view();
    const selectable = myTurn();
    const zones = [];
    if (game.family === "fishing") {
      const loose = zone(T.loose, cardRow(seen.table.cards, "table", selectable));
      loose.dataset.zone = "loose";
      zones.push(loose);
      const builds = seen.table.builds ?? [];
      if (builds.length || seen.game === "byggkasino" || seen.game === "mulle-glimne") {
        const list = document.createElement("ul");
        list.className = "items";
        builds.forEach((build, index) => {
          const label = `${build.id}: ${fmt("build_item", { value: build.value, owner: playerName(build.last_builder ?? build.created_by) })} — ${build.parts.map((part) => part.map(cardText).join("+")).join(", ")}`;
          list.append(itemElement(label, "build", build.id, index, selectable, { build: build.id, value: build.value }));
        });
        if (!builds.length) list.append(text("li", T.none, "empty"));
        zones.push(zone(T.builds, list));
      }
    } else if (game.family === "femhundra") {
      const list = document.createElement("ul");
      list.className = "items";
      seen.table.forEach((meld, index) => {
        const cards = meld.cards.map((c) => (c.joker_as ? `${cardText(c.card)}=${cardText(c.joker_as)}` : cardText(c.card)));
        const label = `${meld.id}: ${fmt("meld_item", { kind: T[meld.kind] ?? meld.kind, owner: playerName(meld.owner) })} — ${cards.join(" ")}`;
        list.append(itemElement(label, "meld", meld.id, index, selectable, { meld: meld.id }));
      });
      if (!seen.table.length) list.append(text("li", T.none, "empty"));
      zones.push(zone(T.melds, list));
      const pile = seen.pile ?? [];
      zones.push(zone(T.pile, cardRow(pile.slice(-8), "pile", false)));
    } else if (game.family === "tarot") {
      const trick = document.createElement("ul");
      trick.className = "items trick";
      for (const played of seen.trick ?? []) {
        const item = document.createElement("li");
        item.append(text("span", `${playerName(played.seat)}: `), cardElement(played.card, "trick", 0, false));
        trick.append(item);
      }
      if (!(seen.trick ?? []).length) trick.append(text("li", T.none, "empty"));
      zones.push(zone(T.trick, trick));
      const declared = document.createElement("ul");
      declared.className = "items";
      for (const declaration of seen.declarations ?? []) {
        const groups = [...declaration.sets, ...declaration.sequences.map((s) => s.cards)];
        declared.append(text("li", `${playerName(declaration.player)}: ${groups.map(cardsText).join(" · ")}`));
      }
      if ((seen.declarations ?? []).length) zones.push(zone(T.declarations, declared));
      const mine = seen.discards?.[SEAT];
      if (Array.isArray(mine) && mine.length) zones.push(zone(T.laid_away, cardRow(mine, "discard", false)));
    }
    $("table-zones").replaceChildren(...zones);
  }

  function itemElement(label, zoneName, code, index, selectable, data) {
    const item = document.createElement("li");
    const element = document.createElement(selectable ? "button" : "span");
    element.textContent = label;
    element.className = "item";
    Object.assign(element.dataset, data);
    if (selectable) {
      element.type = "button";
      element.dataset.zone = zoneName;
      element.dataset.index = String(index);
      element.setAttribute("aria-pressed", String(isSelected(zoneName, index)));
      element.addEventListener("click", () => toggle({ zone: zoneName, code, index }, element));
    }
    item.append(element);
    return item;
  }

  // One line for the table's piles, then one per seat: cards in hand, taken, tabbar, tricks.
  function renderCounts() {
    const seen = view();
    const lines = [];
    const line = (key) => {
      const item = document.createElement("li");
      item.dataset.key = key;
      lines.push(item);
      return item;
    };
    const count = (item, key, content) => {
      const part = text("span", content);
      part.dataset.key = key;
      if (item.querySelector("span")) item.append(", ");
      item.append(part);
    };
    const table = line("table");
    const stock = typeof seen.stock === "number" ? seen.stock : seen.stock_count;
    if (typeof stock === "number") count(table, "stock", fmt("stock", { count: stock }));
    if (Array.isArray(seen.pile)) count(table, "pile", fmt("pile_count", { count: seen.pile.length }));
    if (!table.querySelector("span")) lines.pop();
    handCounts().forEach((held, seat) => {
      const item = line(`seat-${seat}`);
      item.append(text("strong", `${playerName(seat)}: `));
      count(item, `hand-${seat}`, fmt("in_hand", { count: held }));
      const taken = seen.captured?.[seat];
      if (taken !== undefined && taken !== null) {
        count(item, `captured-${seat}`, fmt("taken", { count: Array.isArray(taken) ? taken.length : taken }));
      }
      if (seen.tabbar) count(item, `tabbar-${seat}`, fmt("tabbar", { count: seen.tabbar[seat] }));
      if (seen.tricks_won) count(item, `tricks-${seat}`, fmt("tricks", { count: seen.tricks_won[seat] }));
      if (seen.exposed?.[seat]?.length) count(item, `exposed-${seat}`, fmt("exposed", { cards: cardsText(seen.exposed[seat]) }));
    });
    $("counts").replaceChildren(...lines);
  }

  function renderStatus() {
    const seen = view();
    let status;
    if (dealOver()) status = seen.match?.over ? T.match_over : T.deal_over;
    else if (seen.to_move === SEAT) status = T.your_turn;
    else status = fmt("thinking", { player: playerName(seen.to_move) });
    const match = seen.match;
    const where = match
      ? `${fmt("deal_number", { number: match.deal_number })}, ${match.target ? fmt("target", { target: match.target }) : T.single_deal}`
      : "";
    $("status").textContent = `${where}. ${status}`;
  }

  function renderMoves() {
    const mine = myTurn();
    $("moves").classList.toggle("waiting", !mine);
    $("moves").hidden = dealOver();
    const list = game.legal.map((move, index) => {
      const item = document.createElement("li");
      const button = text("button", describeMove(move));
      button.type = "button";
      button.dataset.move = JSON.stringify(move);
      button.dataset.index = String(index);
      button.addEventListener("click", () => choose(move));
      item.append(button);
      return item;
    });
    $("legal-list").replaceChildren(...list);
    const more = (game.legalCount ?? 0) - game.legal.length;
    $("legal-more").hidden = !(mine && more > 0);
    $("legal-more").textContent = fmt("more_moves", { count: more });
    $("composer").hidden = !mine;
    const kinds = KINDS[game.family] ?? [];
    const kind = $("kind");
    const was = kind.value;
    kind.replaceChildren(...kinds.map((name) => new Option(T[`kind_${name}`], name)));
    // the person's own choice of kind holds for the turn; otherwise the kind of the first
    // legal move (in 1000's first phase, laying away, not playing a card)
    const first = game.legal.length ? kindOf(game.legal[0]) : null;
    if (kinds.includes(was) && kindChosenAt === game.step) kind.value = was;
    else kind.value = kinds.includes(first) ? first : kinds[0];
    $("value-field").hidden = kind.value !== "build";
    if (!pending) {
      $("pending-move").textContent = "";
      $("apply").disabled = true;
      setVerdict("", "");
    }
  }

  function kindOf(move) {
    if (game.family === "fishing") return move.build ? "build" : move.capture ? "capture" : "trail";
    if (move.type === "draw") return move.source === "pile" ? "draw_pile" : "draw_stock";
    return move.type;
  }

  function renderLog() {
    const entries = game.log.map((entry) => {
      const item = document.createElement("li");
      if (entry.move) item.append(text("p", entry.move, "move"));
      if (entry.reason) item.append(text("p", fmt("reason", { reason: withFaces(entry.reason) }), "reason"));
      for (const line of entry.events) item.append(text("p", line, "event"));
      return item;
    });
    $("events").replaceChildren(...entries);
  }

  function renderScore() {
    const seen = view();
    const match = seen.match;
    const sides = sidesOf(seen);
    const standing = $("standing");
    standing.replaceChildren();
    if (match) {
      // "Match: {scores}", each side's score in a span of its own
      const [before, after] = T.match_scores.split("{scores}");
      standing.append(before ?? "");
      match.scores.forEach((score, side) => {
        if (side) standing.append(", ");
        const points = text("span", String(score));
        points.dataset.score = String(side);
        standing.append(`${sideName(side, sides)} `, points);
      });
      standing.append(after ?? "");
      if (match.over && match.winners) {
        const names = match.winners.map((side) => sideName(side, sides)).join(", ");
        standing.append(` ${fmt("winners", { players: names })}`);
      }
    }
    const sheet = $("score-sheet");
    sheet.replaceChildren();
    if (game.scores && dealOver()) sheet.append(scoreTable(game.scores));
    $("next-deal").hidden = !(dealOver() && match && !match.over);
  }

  function scoreTable(report) {
    const table = document.createElement("table");
    table.className = "score";
    const head = table.createTHead().insertRow();
    for (const key of ["score_who", "score_item", "score_count", "score_points", "score_rule"]) {
      const cell = document.createElement("th");
      cell.scope = "col";
      cell.textContent = T[key];
      head.append(cell);
    }
    const body = table.createTBody();
    for (const item of report.items) {
      const row = body.insertRow();
      const who = item.seat !== null && item.seat !== undefined ? playerName(item.seat) : sideName(item.side, report.sides);
      for (const value of [who, item.label, item.count ?? "", item.points, item.rule]) row.insertCell().textContent = String(value);
      row.dataset.side = String(item.side);
    }
    const foot = table.createTFoot();
    report.totals.forEach((total, side) => {
      const row = foot.insertRow();
      const head = document.createElement("th");
      head.scope = "row";
      head.textContent = `${T.score_total}: ${sideName(side, report.sides)}`;
      head.colSpan = 3;
      row.append(head);
      const cell = row.insertCell();
      cell.textContent = String(total);
      cell.dataset.total = String(side);
      row.insertCell();
    });
    return table;
  }

  function render() {
    if (!game?.seatView) return;
    root.dataset.token = game.token;
    root.dataset.step = String(game.step);
    root.dataset.game = game.id;
    renderStatus();
    renderCounts();
    renderTable();
    renderHand();
    renderMoves();
    renderLog();
    renderScore();
  }

  // ---- keeping the game over a reload (the language switch) ----------------------------------

  function save() {
    try {
      sessionStorage.setItem(STORE, JSON.stringify(game));
    } catch {
      // a full or disabled storage only loses the resume after a reload
    }
  }

  function restore() {
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(STORE) ?? "null");
    } catch {
      saved = null;
    }
    if (!saved?.token || !saved.seatView || !entryOf(saved.id)) return false;
    game = saved;
    $("game").value = game.id;
    $("setup").hidden = true;
    $("board").hidden = false;
    run += 1;
    render();
    advance(run);
    return true;
  }

  // ---- start -------------------------------------------------------------------------------

  $("setup-form").addEventListener("submit", deal);
  $("check").addEventListener("click", check);
  $("clear").addEventListener("click", () => {
    selected = [];
    renderHand();
    renderTable();
  });
  $("apply").addEventListener("click", applyPending);
  $("next-deal").addEventListener("click", nextDeal);
  $("new-game").addEventListener("click", newGame);
  $("kind").addEventListener("change", () => {
    kindChosenAt = game?.step ?? null;
    $("value-field").hidden = $("kind").value !== "build";
  });

  loadCatalogue()
    .then(() => restore())
    .catch(showError);
})();
