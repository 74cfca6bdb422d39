"""Sealed play over HTTP: a state travels as a token, every seat gets its own view.

A sealed deal is dealt from a provably fair shuffle (``service.seal.fair``): the server seed is
drawn here and committed to in the answer, the players' client seeds are mixed in, and the
seed is revealed in the ``fairness`` record when the deal ends. The state is sealed into a
token (``service.seal.token``) that binds the game, the deal, the step and the token it came
from; a token that opens was made by this service, so its state skips the schema and the
state check (the fast path). Nothing here is stored: the token carries it all.

Views and events per seat come from the family (``view_plain``, ``events_view``): what a
seat may see, and events with another seat's hidden cards left out.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.hmac import HMAC

from service.api.family import Family, Plain
from service.api.redact import token_padding
from service.core.game import Game
from service.core.text import msg
from service.core.verdict import InvalidInput, Problem
from service.seal import fair
from service.seal.keys import KeyRing
from service.seal.token import Claims, InvalidToken, UnknownKey, digest, open_token, seal


@dataclass(frozen=True)
class OpenedToken:
    """A token that opened: its claims and the state it carries."""

    token: str
    claims: Claims
    state: Any


def open_state(game: Game[Any, Any], family: Family, ring: KeyRing, token: str) -> OpenedToken:
    """The state a token carries, without the schema or the state check (the service sealed
    it); a token that does not open is a 422 ``invalid_token``."""
    claims = _open_claims(game, ring, token, "/token")
    if TICKET in claims.secrets:
        raise _invalid_token(
            msg(
                "This is a commitment ticket, not a game's token; send it as a sealed deal's "
                "'commitment'."
            )
        )
    return OpenedToken(token, claims, family.unseal_state(game, claims.state))


def _open_claims(game: Game[Any, Any], ring: KeyRing, token: str, pointer: str) -> Claims:
    named, dot, sealed = token.partition(".")
    if not dot:
        raise _invalid_token(
            msg("A token starts with its game's id and a dot; send the token as given."), pointer
        )
    if named != game.id:
        message = msg(
            "The token is a '{named}' token but the path names '{id}'; send it to the "
            "/v1/games/{named}/ endpoints.",
            named=named[:40],
            id=game.id,
        )
        raise InvalidInput("invalid_token", [Problem(pointer, "wrong_game", message)])
    try:
        claims = open_token(ring, sealed, game.id)
    except UnknownKey as error:
        raise unknown_key(error.key_id, pointer) from None
    except InvalidToken as error:
        why = str(error)
        raise _invalid_token(
            TOKEN_REASONS[why]
            if why in TOKEN_REASONS
            else msg(
                "The token does not open ({reason}); send the game's latest token.", reason=why
            ),
            pointer,
        ) from None
    if claims.game != game.id:  # the associated data already binds it; a second line of defence
        raise _invalid_token(msg("The token belongs to another game."), pointer)
    return claims


#: The secrets entry that marks a commitment ticket (a sealed server seed, no game yet).
TICKET = "ticket"


@dataclass(frozen=True)
class Ticket:
    """A commitment ticket, opened: the server seed committed to before any client seed was
    known, and the chain secret of the match's later deals."""

    commitment: str
    server_seed: bytes
    chain: bytes
    #: When the ticket was issued: a bound game dealt from it expires that long after.
    issued: int


def issue_ticket(game: Game[Any, Any], ring: KeyRing) -> dict[str, str]:
    """A fresh server seed, committed to now and sealed into a ticket that a sealed deal
    takes as ``commitment``: the players see the commitment before they choose their seeds,
    so the server cannot choose its seed to suit theirs. Nothing is stored."""
    seed = secrets.token_bytes(fair.SERVER_SEED_BYTES)
    chain = secrets.token_bytes(fair.SERVER_SEED_BYTES)
    commitment = fair.commitment(seed)
    claims = Claims(
        game=game.id,
        deal=commitment,
        step=0,
        parent=None,
        state={},
        secrets={TICKET: {"server_seed": seed.hex(), "chain": chain.hex()}},
        issued=int(time.time()),
    )
    return {"commitment": commitment, "ticket": token_text(game, seal(ring, claims))}


def open_ticket(game: Game[Any, Any], ring: KeyRing, text: str) -> Ticket:
    """A deal's ``commitment`` ticket, opened; anything else is a 422 at ``/commitment``."""
    claims = _open_claims(game, ring, text, "/commitment")
    held = claims.secrets.get(TICKET)
    if not isinstance(held, dict):
        raise _invalid_token(
            msg(
                "This is a game's token, not a commitment ticket; POST the game's commitments "
                "endpoint for a ticket."
            ),
            "/commitment",
        )
    return Ticket(
        claims.deal,
        bytes.fromhex(held["server_seed"]),
        bytes.fromhex(held["chain"]),
        claims.issued or int(time.time()),
    )


def token_text(game: Game[Any, Any], sealed: str) -> str:
    """A token as clients see it: the game id, a dot, the sealed bytes (base64url). The id is
    no secret (the path names it) and lets the contract type a token by family."""
    return f"{game.id}.{sealed}"


#: Why service/seal refused a token (InvalidToken's text), as sentences to translate.
TOKEN_REASONS = {
    "the token is not base64url": msg("The token is not base64url; send the game's latest token."),
    "the token is not a Kortdomaren token of this format": msg(
        "The token is not a Kortdomaren token of this format; send the game's latest token."
    ),
    "the token is truncated": msg("The token is truncated; send the game's latest token."),
    "the token was altered, or it belongs to another game": msg(
        "The token was altered, or it belongs to another game; send the game's latest token."
    ),
}


def unknown_key(key_id: str, pointer: str = "/token") -> InvalidInput:
    """A token of a key this service does not hold (another instance's keys, a key since
    dropped, the ephemeral key of a process that has ended): told apart from an altered token,
    naming the key (a valid key id, so nothing the client made up is echoed)."""
    message = msg(
        "The token was sealed by key '{key_id}', which this service does not hold: another "
        "instance or an earlier run of this one made it; start a new deal.",
        key_id=key_id,
    )
    return InvalidInput("invalid_token", [Problem(pointer, "unknown_key", message)])


def _invalid_token(message: str, pointer: str = "/token") -> InvalidInput:
    return InvalidInput("invalid_token", [Problem(pointer, "invalid_token", message)])


def deal_secrets(
    client_seeds: Sequence[str],
    deal_number: int,
    server_seed: bytes | None = None,
    chain: bytes | None = None,
    committed_first: bool = False,
) -> dict[str, Any]:
    """What a deal's shuffle and its reveal need: the server seed (fresh unless it was
    committed to before, by a ticket or by the deal before), the match's chain secret that the
    next deals' seeds come from (never revealed), and whether the commitment was published
    before the client seeds were chosen."""
    return {
        "server_seed": (server_seed or secrets.token_bytes(fair.SERVER_SEED_BYTES)).hex(),
        "chain": (chain or secrets.token_bytes(fair.SERVER_SEED_BYTES)).hex(),
        "client_seeds": list(client_seeds),
        "deal_number": deal_number,
        "dealer": None,
        "reshuffles": [],
        "committed_first": committed_first,
    }


def next_server_seed(deal: Mapping[str, Any]) -> bytes | None:
    """The server seed of the match's next deal, fixed from the start of this one: HMAC-SHA256
    of the next deal number under the match's chain secret. Its commitment is published with
    every answer of this deal (``next_commitment``), so the next deal's client seeds are chosen
    after the server is bound. None for a token sealed before chain secrets existed."""
    chain = deal.get("chain")
    if chain is None:
        return None
    mac = HMAC(bytes.fromhex(chain), hashes.SHA256())
    mac.update(f"kortdomaren-next-deal/{deal['deal_number'] + 1}".encode())
    return mac.finalize()


def next_deal_secrets(
    previous: Mapping[str, Any], client_seeds: Sequence[str] | None
) -> dict[str, Any]:
    """The next deal's secrets: the seed the previous deal committed to, the same chain, and
    the client seeds sent with next-deal (default: the previous deal's)."""
    seed = next_server_seed(previous)
    seeds = previous["client_seeds"] if client_seeds is None else client_seeds
    chain = bytes.fromhex(previous["chain"]) if seed is not None else None
    return deal_secrets(seeds, previous["deal_number"] + 1, seed, chain, seed is not None)


def seed_count_problems(client_seeds: Sequence[str], players: int) -> list[Problem]:
    """Client seeds: none, one for the table or one per seat (a deal's and a next deal's)."""
    if len(client_seeds) in (0, 1, players):
        return []
    message = msg(
        "Give one client seed for the table or one per seat ({players}), not {n_client_seeds}.",
        players=players,
        n_client_seeds=len(client_seeds),
    )
    return [Problem("/client_seeds", "client_seed_count", message)]


def commitment_of(deal: Mapping[str, Any]) -> str:
    return fair.commitment(bytes.fromhex(deal["server_seed"]))


def fair_order(game: Game[Any, Any], options: Any, deal: Mapping[str, Any]) -> list[str]:
    """The deal's pack, shuffled by the committed seed and the client seeds."""
    seed = bytes.fromhex(deal["server_seed"])
    return fair.shuffle(game.pack(options), seed, deal["deal_number"], deal["client_seeds"])


def fair_dealer(deal: dict[str, Any], players: int) -> int:
    """A dealer drawn from the fair stream (purpose ``dealer``), noted for the reveal."""
    seed = bytes.fromhex(deal["server_seed"])
    stream = fair.words(seed, deal["deal_number"], fair.DEALER, deal["client_seeds"])
    seat = fair.below(stream, players)
    deal["dealer"] = {"players": players, "seat": seat}
    return seat


def fairness_record(
    game: Game[Any, Any], options: Any, deal: Mapping[str, Any], reveal: bool
) -> dict[str, Any]:
    """What the deal commits to; with ``reveal`` (the deal is over) also the seed and every
    shuffle, for ``kortdomaren verify`` or any re-implementation (docs/fair-deals.md)."""
    record: dict[str, Any] = {
        "algorithm": fair.ALGORITHM,
        "version": fair.VERSION,
        "commitment": commitment_of(deal),
        "deal_number": deal["deal_number"],
        "client_seeds": list(deal["client_seeds"]),
        "committed_first": bool(deal.get("committed_first", False)),
        "revealed": reveal,
    }
    following = next_server_seed(deal)
    if following is not None:
        record["next_commitment"] = fair.commitment(following)
    if reveal:
        pack = list(game.pack(options))
        record["server_seed"] = deal["server_seed"]
        record["game"] = game.id  # verify deals from the order with this game's own rules
        record["options"] = options.to_plain()
        record["dealer"] = deal["dealer"]
        # a dealer not drawn says why, so a record whose draw was removed does not verify
        given = deal.get("dealer_chosen", "next_deal")
        record["dealer_chosen"] = "drawn" if deal["dealer"] else given
        record["shuffles"] = [
            {"purpose": fair.DEAL, "deck": pack, "order": fair_order(game, options, deal)},
            *(
                {
                    "purpose": entry["purpose"],
                    "deck": entry["deck"],
                    "order": fair.shuffle(
                        entry["deck"],
                        bytes.fromhex(deal["server_seed"]),
                        deal["deal_number"],
                        deal["client_seeds"],
                        entry["purpose"],
                    ),
                }
                for entry in deal["reshuffles"]
            ),
        ]
    return record


def seat_views(
    family: Family,
    state: Any,
    events: Sequence[Mapping[str, Any]] | None = None,
    seats: Sequence[int] | None = None,
) -> list[Plain]:
    """One entry per seat asked for (every seat by default): its view of the state and, after a
    move, the events as it saw them."""
    views = []
    for seat in range(state.players) if seats is None else seats:
        entry: Plain = {"seat": seat, "view": family.view_plain(state, seat)}
        if events is not None:
            entry["events"] = family.events_view(events, seat)
        views.append(entry)
    return views


def chosen_seats(data: Mapping[str, Any], players: int, bound: int | None) -> list[int] | None:
    """The seats whose views an answer carries: the request's ``views`` (in seat order), else
    every seat (None), or only the bound seat of a bound token. A bound token answers for its
    own seat alone: asking for another seat's view is a 422 ``seat_bound``."""
    asked = data.get("views")
    if asked is None:
        return None if bound is None else [bound]
    for index, seat in enumerate(asked):
        if not 0 <= seat < players:
            message = msg(
                "A seat in views must be from 0 to {top}, not {seat}.", top=players - 1, seat=seat
            )
            problem = Problem(f"/views/{index}", "invalid_seat", message)
            raise InvalidInput("invalid_request", [problem])
        if bound is not None and seat != bound:
            raise seat_bound(f"/views/{index}", bound, seat)
    return sorted(set(asked))


def seat_bound(pointer: str, bound: int, seat: int) -> InvalidInput:
    message = msg(
        "The token is bound to seat {bound} and shows no other seat's view; "
        "ask for seat {bound}, not {seat}.",
        bound=bound,
        seat=seat,
    )
    return InvalidInput("seat_bound", [Problem(pointer, "seat_bound", message)])


def sealed_answer(
    game: Game[Any, Any],
    family: Family,
    ring: KeyRing,
    state: Any,
    deal: dict[str, Any],
    parent: OpenedToken | None,
    moves: Sequence[Plain] = (),
    events: Sequence[Mapping[str, Any]] | None = None,
    seat: int | None = None,
    seats: Sequence[int] | None = None,
    issued: int | None = None,
) -> dict[str, Any]:
    """The successor token and the views: what every sealed answer carries. The token records
    the moves that led to it from ``parent`` (none for a deal), so a chain can be re-played,
    and keeps the parent's seat binding (``seat`` binds a deal's first token); ``seats`` are
    the views to answer with (None: every seat). The step counts what the chain added: one
    per move applied, one for a next deal (which applies no move). A bound game's tokens all
    carry the time its chain began (``issued``: the ticket's, else the deal's), so they
    expire together and a retry's twin token lives no longer than the one it repeats: the
    ledger, which keeps each entry as long from its own later start, outlives them all."""
    step = 0 if parent is None else parent.claims.step + (len(moves) or 1)
    if parent is not None:
        seat = parent.claims.seat
    if seats is None and seat is not None:
        seats = [seat]
    claims = Claims(
        game=game.id,
        deal=commitment_of(deal),
        step=step,
        parent=None if parent is None else digest(parent.token),
        state=(sealed := family.seal_state(state)),
        secrets={"deal": deal, "moves": list(moves), "pad": token_padding(sealed, moves)},
        seat=seat,
        issued=None if seat is None else _chain_began(parent, issued),
    )
    token = token_text(game, seal(ring, claims))
    return _envelope(game, family, token, step, state, deal, events, seats)


def unmoved_answer(
    game: Game[Any, Any], family: Family, opened: OpenedToken, seats: Sequence[int] | None
) -> dict[str, Any]:
    """A sealed answer that applied no move (a replay of nothing, or stopped at its first
    move): the token as sent and its step, since a step counts moves. A new token here would
    let a holder raise the step without playing, and the host's "refuse a lower step" rule
    would mean nothing."""
    if seats is None and opened.claims.seat is not None:
        seats = [opened.claims.seat]
    step, deal = opened.claims.step, deal_of(opened)
    return _envelope(game, family, opened.token, step, opened.state, deal, None, seats)


def _envelope(
    game: Game[Any, Any],
    family: Family,
    token: str,
    step: int,
    state: Any,
    deal: Mapping[str, Any],
    events: Sequence[Mapping[str, Any]] | None,
    seats: Sequence[int] | None,
) -> dict[str, Any]:
    """What every sealed answer carries besides its own fields: the token and its step, the
    views asked for, and the fairness record (revealed once the deal is over)."""
    over = getattr(state, "to_move", None) is None
    return {
        "family": family.name,
        "token": token,
        "step": step,
        "views": seat_views(family, state, events, seats),
        "fairness": fairness_record(game, state.options, deal, reveal=over),
    }


def _chain_began(parent: OpenedToken | None, issued: int | None) -> int:
    if parent is not None and parent.claims.issued is not None:
        return parent.claims.issued
    return int(time.time()) if issued is None else issued


def deal_of(opened: OpenedToken) -> dict[str, Any]:
    """The deal secrets a token carries (a copy: the successor's are changed, not these)."""
    deal = dict(opened.claims.secrets["deal"])
    deal["reshuffles"] = list(deal["reshuffles"])
    return deal


def with_fair_reshuffle(
    family: Family, state: Any, move: Any, deal: dict[str, Any], pointer: str
) -> Any:
    """In a sealed game a pile reshuffled into a new stock (Femhundra, R500-STOCK-2) is
    shuffled by the committed seed, never by the client: a client-given order is refused."""
    pile = family.reshuffle_pile(state, move)
    given = getattr(move, "reshuffle", None)
    if given is not None:
        message = msg("A sealed game shuffles the pile itself; leave out 'reshuffle'.")
        raise InvalidInput(
            "invalid_request", [Problem(f"{pointer}/reshuffle", "sealed_reshuffle", message)]
        )
    if pile is None:
        return move
    purpose = f"reshuffle:{len(deal['reshuffles']) + 1}"
    order = fair.shuffle(
        pile, bytes.fromhex(deal["server_seed"]), deal["deal_number"], deal["client_seeds"], purpose
    )
    deal["reshuffles"].append({"purpose": purpose, "deck": list(pile)})
    return replace(move, reshuffle=tuple(order))
