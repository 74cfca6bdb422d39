from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.femhundra_view_phase import FemhundraViewPhase
from ..models.femhundra_view_version import FemhundraViewVersion
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
        game (str): The game id, always "femhundra".
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
        version (FemhundraViewVersion | Unset): The state format version, 1.
        seed (int | Unset): Absent from a view.
        hands (list[list[str]] | Unset): Every hand, only once the hand is over (they are counted openly).
        stock (list[str] | Unset): Absent from a view.
        match (FemhundraViewMatch | Unset):
        seat (int | Unset): The seat this view is for.
        hand (list[str] | Unset): That seat's own cards.
        hand_counts (list[int] | Unset): How many cards each seat holds.
        stock_count (int | Unset): How many cards the stock holds (its order is hidden).
    """

    game: str
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
    version: FemhundraViewVersion | Unset = UNSET
    seed: int | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    stock: list[str] | Unset = UNSET
    match: FemhundraViewMatch | Unset = UNSET
    seat: int | Unset = UNSET
    hand: list[str] | Unset = UNSET
    hand_counts: list[int] | Unset = UNSET
    stock_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415

        game = self.game

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

        version: int | Unset = UNSET
        if not isinstance(self.version, Unset):
            version = self.version.value

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

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()

        seat = self.seat

        hand: list[str] | Unset = UNSET
        if not isinstance(self.hand, Unset):
            hand = self.hand

        hand_counts: list[int] | Unset = UNSET
        if not isinstance(self.hand_counts, Unset):
            hand_counts = self.hand_counts

        stock_count = self.stock_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
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
            }
        )
        if version is not UNSET:
            field_dict["version"] = version
        if seed is not UNSET:
            field_dict["seed"] = seed
        if hands is not UNSET:
            field_dict["hands"] = hands
        if stock is not UNSET:
            field_dict["stock"] = stock
        if match is not UNSET:
            field_dict["match"] = match
        if seat is not UNSET:
            field_dict["seat"] = seat
        if hand is not UNSET:
            field_dict["hand"] = hand
        if hand_counts is not UNSET:
            field_dict["hand_counts"] = hand_counts
        if stock_count is not UNSET:
            field_dict["stock_count"] = stock_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_combination import FemhundraCombination  # noqa: PLC0415
        from ..models.femhundra_discard import FemhundraDiscard  # noqa: PLC0415
        from ..models.femhundra_turn import FemhundraTurn  # noqa: PLC0415
        from ..models.femhundra_view_match import FemhundraViewMatch  # noqa: PLC0415
        from ..models.femhundra_view_options import FemhundraViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

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

        _version = d.pop("version", UNSET)
        version: FemhundraViewVersion | Unset
        if isinstance(_version, Unset):
            version = UNSET
        else:
            version = FemhundraViewVersion(_version)

        seed = d.pop("seed", UNSET)

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        stock = cast(list[str], d.pop("stock", UNSET))

        _match = d.pop("match", UNSET)
        match: FemhundraViewMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = FemhundraViewMatch.from_dict(_match)

        seat = d.pop("seat", UNSET)

        hand = cast(list[str], d.pop("hand", UNSET))

        hand_counts = cast(list[int], d.pop("hand_counts", UNSET))

        stock_count = d.pop("stock_count", UNSET)

        femhundra_view = cls(
            game=game,
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
            version=version,
            seed=seed,
            hands=hands,
            stock=stock,
            match=match,
            seat=seat,
            hand=hand,
            hand_counts=hand_counts,
            stock_count=stock_count,
        )

        return femhundra_view
