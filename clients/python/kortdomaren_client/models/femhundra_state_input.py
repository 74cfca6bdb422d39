from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_game_id import FemhundraGameId
from ..models.femhundra_state_input_phase import FemhundraStateInputPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_combination import FemhundraCombination
    from ..models.femhundra_discard import FemhundraDiscard
    from ..models.femhundra_match_input import FemhundraMatchInput
    from ..models.femhundra_state_input_options import FemhundraStateInputOptions
    from ..models.femhundra_turn import FemhundraTurn


T = TypeVar("T", bound="FemhundraStateInput")


@_attrs_define
class FemhundraStateInput:
    """FemhundraState As a request may give it: fields every answer carries but a request may leave out are optional here.

    Attributes:
        game (FemhundraGameId): The id of a game of the femhundra family.
        options (FemhundraStateInputOptions): Every option of the game, fully resolved (defaults filled in).
        players (int): The number of players, 2 to 6 (R500-SETUP-1).
        dealer (int): The dealer's seat; the forehand is the next seat clockwise (A500-01).
        to_move (int | None): The seat whose turn it is, or null once somebody has gone out.
        phase (FemhundraStateInputPhase): Which steps are legal next: "draw" (draw or take_pile; Taget claims open),
            "play" (meld, lay_off, swap_joker, discard) or "deal_over".
        seed (int): The hand's seed; reshuffles of the pile derive theirs from it and their count (R500-STOCK-2).
        reshuffles (int): How many times the pile has been reshuffled into a new stock so far.
        hands (list[list[str]]): Each seat's cards, one list per seat.
        exposed (list[list[str]]): Per seat, the cards in that hand every player has seen arrive (taken from the pile,
            or the joker won by a swap).
        stock (list[str]): The face-down stock, next card first.
        pile (list[str]): The face-up pile, bottom (the up-card) first and the top card last.
        table (list[FemhundraCombination]): The combinations on the table in the order they were melded.
        turn (FemhundraTurn):
        last_discard (FemhundraDiscard | None): The previous player's discard while it can still be claimed ({player,
            card}), or null.
        penalties (list[int]): Per seat, the pile penalties of this hand (-50 each, R500-PILE-4).
        went_out (int | None): The seat that went out, once the hand is over; else null.
        match (FemhundraMatchInput): FemhundraMatch As a request may give it: fields every answer carries but a request
            may leave out are optional here.
        version (int | Unset): The state format version, 1.
    """

    game: FemhundraGameId
    options: FemhundraStateInputOptions
    players: int
    dealer: int
    to_move: int | None
    phase: FemhundraStateInputPhase
    seed: int
    reshuffles: int
    hands: list[list[str]]
    exposed: list[list[str]]
    stock: list[str]
    pile: list[str]
    table: list[FemhundraCombination]
    turn: FemhundraTurn
    last_discard: FemhundraDiscard | None
    penalties: list[int]
    went_out: int | None
    match: FemhundraMatchInput
    version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415

        game = self.game.value

        options = self.options.to_dict()

        players = self.players

        dealer = self.dealer

        to_move: int | None
        to_move = self.to_move

        phase = self.phase.value

        seed = self.seed

        reshuffles = self.reshuffles

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        exposed = []
        for exposed_item_data in self.exposed:
            exposed_item = exposed_item_data

            exposed.append(exposed_item)

        stock = self.stock

        pile = self.pile

        table = []
        for table_item_data in self.table:
            table_item = table_item_data.to_dict()
            table.append(table_item)

        turn = self.turn.to_dict()

        last_discard: dict[str, Any] | None
        if isinstance(self.last_discard, FemhundraDiscard):
            last_discard = self.last_discard.to_dict()
        else:
            last_discard = self.last_discard

        penalties = self.penalties

        went_out: int | None
        went_out = self.went_out

        match = self.match.to_dict()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "options": options,
                "players": players,
                "dealer": dealer,
                "to_move": to_move,
                "phase": phase,
                "seed": seed,
                "reshuffles": reshuffles,
                "hands": hands,
                "exposed": exposed,
                "stock": stock,
                "pile": pile,
                "table": table,
                "turn": turn,
                "last_discard": last_discard,
                "penalties": penalties,
                "went_out": went_out,
                "match": match,
            }
        )
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_combination import FemhundraCombination  # noqa: PLC0415
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415
        from ..models.femhundra_match_input import FemhundraMatchInput  # noqa: PLC0415
        from ..models.femhundra_state_input_options import FemhundraStateInputOptions  # noqa: PLC0415
        from ..models.femhundra_turn import FemhundraTurn  # noqa: PLC0415

        d = dict(src_dict)
        game = FemhundraGameId(d.pop("game"))

        options = FemhundraStateInputOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        dealer = d.pop("dealer")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        phase = FemhundraStateInputPhase(d.pop("phase"))

        seed = d.pop("seed")

        reshuffles = d.pop("reshuffles")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        exposed = []
        _exposed = d.pop("exposed")
        for exposed_item_data in _exposed:
            exposed_item = cast(list[str], exposed_item_data)

            exposed.append(exposed_item)

        stock = cast(list[str], d.pop("stock"))

        pile = cast(list[str], d.pop("pile"))

        table = []
        _table = d.pop("table")
        for table_item_data in _table:
            table_item = FemhundraCombination.from_dict(table_item_data)

            table.append(table_item)

        turn = FemhundraTurn.from_dict(d.pop("turn"))

        def _parse_last_discard(data: object) -> FemhundraDiscard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_discard_type_0 = FemhundraDiscard.from_dict(data)

                return last_discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FemhundraDiscard | None, data)

        last_discard = _parse_last_discard(d.pop("last_discard"))

        penalties = cast(list[int], d.pop("penalties"))

        def _parse_went_out(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        went_out = _parse_went_out(d.pop("went_out"))

        match = FemhundraMatchInput.from_dict(d.pop("match"))

        version = d.pop("version", UNSET)

        femhundra_state_input = cls(
            game=game,
            options=options,
            players=players,
            dealer=dealer,
            to_move=to_move,
            phase=phase,
            seed=seed,
            reshuffles=reshuffles,
            hands=hands,
            exposed=exposed,
            stock=stock,
            pile=pile,
            table=table,
            turn=turn,
            last_discard=last_discard,
            penalties=penalties,
            went_out=went_out,
            match=match,
            version=version,
        )

        return femhundra_state_input
