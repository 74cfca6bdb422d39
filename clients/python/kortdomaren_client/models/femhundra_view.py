from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_game_id import FemhundraGameId
from ..models.femhundra_view_phase import FemhundraViewPhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_combination import FemhundraCombination
    from ..models.femhundra_discard import FemhundraDiscard
    from ..models.femhundra_turn import FemhundraTurn
    from ..models.femhundra_view_match import FemhundraViewMatch
    from ..models.femhundra_view_options import FemhundraViewOptions


T = TypeVar("T", bound="FemhundraView")


@_attrs_define
class FemhundraView:
    """
    Attributes:
        game (FemhundraGameId): The id of a game of the femhundra family.
        version (Literal[1]): The state format version, 1.
        options (FemhundraViewOptions): Every option of the game, fully resolved (defaults filled in).
        players (int): The number of players, 2 to 6 (R500-SETUP-1).
        dealer (int): The dealer's seat; the forehand is the next seat clockwise (A500-01).
        to_move (int | None): The seat whose turn it is, or null once somebody has gone out.
        phase (FemhundraViewPhase): Which steps are legal next: "draw" (draw or take_pile; Taget claims open), "play"
            (meld, lay_off, swap_joker, discard) or "deal_over".
        reshuffles (int): How many times the pile has been reshuffled into a new stock so far.
        exposed (list[list[str]]): Per seat, the cards in that hand every player has seen arrive (taken from the pile,
            or the joker won by a swap).
        pile (list[str]): The face-up pile, bottom (the up-card) first and the top card last.
        table (list[FemhundraCombination]): The combinations on the table in the order they were melded.
        turn (FemhundraTurn):
        last_discard (FemhundraDiscard | None): The previous player's discard while it can still be claimed ({player,
            card}), or null.
        penalties (list[int]): Per seat, the pile penalties of this hand (-50 each, R500-PILE-4).
        went_out (int | None): The seat that went out, once the hand is over; else null.
        match (FemhundraViewMatch):
        seat (int): The seat this view is for.
        hand (list[str]): That seat's own cards.
        hand_counts (list[int]): How many cards each seat holds.
        stock_count (int): How many cards the stock holds (its order is hidden).
        seed (int | Unset): Absent from a view.
        hands (list[list[str]] | Unset): Every hand, only once the hand is over (they are counted openly).
        stock (list[str] | Unset): Absent from a view.
    """

    game: FemhundraGameId
    version: Literal[1]
    options: FemhundraViewOptions
    players: int
    dealer: int
    to_move: int | None
    phase: FemhundraViewPhase
    reshuffles: int
    exposed: list[list[str]]
    pile: list[str]
    table: list[FemhundraCombination]
    turn: FemhundraTurn
    last_discard: FemhundraDiscard | None
    penalties: list[int]
    went_out: int | None
    match: FemhundraViewMatch
    seat: int
    hand: list[str]
    hand_counts: list[int]
    stock_count: int
    seed: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    stock: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415

        game = self.game.value

        version = self.version

        options = self.options.to_dict()

        players = self.players

        dealer = self.dealer

        to_move: int | None
        to_move = self.to_move

        phase = self.phase.value

        reshuffles = self.reshuffles

        exposed = []
        for exposed_item_data in self.exposed:
            exposed_item = exposed_item_data

            exposed.append(exposed_item)

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

        seat = self.seat

        hand = self.hand

        hand_counts = self.hand_counts

        stock_count = self.stock_count

        seed = self.seed

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        stock: list[str] | Unset = UNSET
        if not isinstance(self.stock, Unset):
            stock = self.stock

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "options": options,
                "players": players,
                "dealer": dealer,
                "to_move": to_move,
                "phase": phase,
                "reshuffles": reshuffles,
                "exposed": exposed,
                "pile": pile,
                "table": table,
                "turn": turn,
                "last_discard": last_discard,
                "penalties": penalties,
                "went_out": went_out,
                "match": match,
                "seat": seat,
                "hand": hand,
                "hand_counts": hand_counts,
                "stock_count": stock_count,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_combination import FemhundraCombination  # noqa: PLC0415
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415
        from ..models.femhundra_turn import FemhundraTurn  # noqa: PLC0415
        from ..models.femhundra_view_match import FemhundraViewMatch  # noqa: PLC0415
        from ..models.femhundra_view_options import FemhundraViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = FemhundraGameId(d.pop("game"))

        version = cast(Literal[1], d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = FemhundraViewOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        dealer = d.pop("dealer")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        phase = FemhundraViewPhase(d.pop("phase"))

        reshuffles = d.pop("reshuffles")

        exposed = []
        _exposed = d.pop("exposed")
        for exposed_item_data in _exposed:
            exposed_item = cast(list[str], exposed_item_data)

            exposed.append(exposed_item)

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

        match = FemhundraViewMatch.from_dict(d.pop("match"))

        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))

        hand_counts = cast(list[int], d.pop("hand_counts"))

        stock_count = d.pop("stock_count")

        seed = d.pop("seed", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        stock = cast(list[str], d.pop("stock", UNSET))

        femhundra_view = cls(
            game=game,
            version=version,
            options=options,
            players=players,
            dealer=dealer,
            to_move=to_move,
            phase=phase,
            reshuffles=reshuffles,
            exposed=exposed,
            pile=pile,
            table=table,
            turn=turn,
            last_discard=last_discard,
            penalties=penalties,
            went_out=went_out,
            match=match,
            seat=seat,
            hand=hand,
            hand_counts=hand_counts,
            stock_count=stock_count,
            seed=seed,
            hands=hands,
            stock=stock,
        )

        return femhundra_view
