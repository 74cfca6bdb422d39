from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.tarot_game_id import TarotGameId
from ..models.tarot_view_phase import TarotViewPhase

if TYPE_CHECKING:
    from ..models.tarot_debt import TarotDebt
    from ..models.tarot_declaration import TarotDeclaration
    from ..models.tarot_match import TarotMatch
    from ..models.tarot_played import TarotPlayed
    from ..models.tarot_view_options import TarotViewOptions


T = TypeVar("T", bound="TarotView")


@_attrs_define
class TarotView:
    """
    Attributes:
        game (TarotGameId): The id of a game of the tarot family.
        version (Literal[1]): The state format version, always 1.
        options (TarotViewOptions): The game's options with every default filled in (fjont_exchange_card).
        players (int): Number of players: 4 in 800 and fjabbe, 2 in 1000 and 150.
        dealer (int): Seat of the dealer; seats are numbered counter-clockwise in playing order.
        to_move (int | None): Seat whose step is next, or null when the deal is over.
        phase (TarotViewPhase): Which steps are legal next: discard, play (and declare), fjont_exchange, deal_over.
        stage (int): Dealing stage: 1, or 2 in 1000 once the rest of the deck has been dealt.
        hands (list[list[str] | None]): The viewer's hand as cards; null for every other hand.
        stock (None): Always null: the stock is hidden.
        discards (list[list[str] | None]): The viewer's discards; null for every other seat's.
        declarations (list[TarotDeclaration]): Combinations declared in trick 1, in the order they were declared.
        trick (list[TarotPlayed]): The trick in progress in playing order, each {seat, card}.
        tricks_played (int): Number of completed tricks in this deal.
        tricks_won (list[int]): Tricks won so far per seat.
        won (list[list[str]]): Cards won per side (800: [seats 0 & 2, seats 1 & 3]; else per player), Fjønt exchanges
            included.
        last_winner (int | None): Seat that won the latest completed trick (leads next), or null before.
        fjont_debt (None | TarotDebt): A card still owed for the Fjønt, {player, creditor}, or null.
        match (TarotMatch):
        ended_by (None | str): How the deal ended: last_trick or declaration (a win while declaring), or null.
        seat (int): The seat this view is for.
        hand_counts (list[int]): Cards in each seat's hand.
        discard_counts (list[int]): Cards each seat has laid away.
        stock_count (int): Number of cards in the stock.
    """

    game: TarotGameId
    version: Literal[1]
    options: TarotViewOptions
    players: int
    dealer: int
    to_move: int | None
    phase: TarotViewPhase
    stage: int
    hands: list[list[str] | None]
    stock: None
    discards: list[list[str] | None]
    declarations: list[TarotDeclaration]
    trick: list[TarotPlayed]
    tricks_played: int
    tricks_won: list[int]
    won: list[list[str]]
    last_winner: int | None
    fjont_debt: None | TarotDebt
    match: TarotMatch
    ended_by: None | str
    seat: int
    hand_counts: list[int]
    discard_counts: list[int]
    stock_count: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.tarot_debt import TarotDebt  # noqa: PLC0415

        game = self.game.value

        version = self.version

        options = self.options.to_dict()

        players = self.players

        dealer = self.dealer

        to_move: int | None
        to_move = self.to_move

        phase = self.phase.value

        stage = self.stage

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        stock = self.stock

        discards = []
        for discards_item_data in self.discards:
            discards_item: list[str] | None
            if isinstance(discards_item_data, list):
                discards_item = discards_item_data

            else:
                discards_item = discards_item_data
            discards.append(discards_item)

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item = declarations_item_data.to_dict()
            declarations.append(declarations_item)

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)

        tricks_played = self.tricks_played

        tricks_won = self.tricks_won

        won = []
        for won_item_data in self.won:
            won_item = won_item_data

            won.append(won_item)

        last_winner: int | None
        last_winner = self.last_winner

        fjont_debt: dict[str, Any] | None
        if isinstance(self.fjont_debt, TarotDebt):
            fjont_debt = self.fjont_debt.to_dict()
        else:
            fjont_debt = self.fjont_debt

        match = self.match.to_dict()

        ended_by: None | str
        ended_by = self.ended_by

        seat = self.seat

        hand_counts = self.hand_counts

        discard_counts = self.discard_counts

        stock_count = self.stock_count

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
                "stage": stage,
                "hands": hands,
                "stock": stock,
                "discards": discards,
                "declarations": declarations,
                "trick": trick,
                "tricks_played": tricks_played,
                "tricks_won": tricks_won,
                "won": won,
                "last_winner": last_winner,
                "fjont_debt": fjont_debt,
                "match": match,
                "ended_by": ended_by,
                "seat": seat,
                "hand_counts": hand_counts,
                "discard_counts": discard_counts,
                "stock_count": stock_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tarot_debt import TarotDebt  # noqa: PLC0415
        from ..models.tarot_declaration import TarotDeclaration  # noqa: PLC0415
        from ..models.tarot_match import TarotMatch  # noqa: PLC0415
        from ..models.tarot_played import TarotPlayed  # noqa: PLC0415
        from ..models.tarot_view_options import TarotViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = TarotGameId(d.pop("game"))

        version = cast(Literal[1], d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = TarotViewOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        dealer = d.pop("dealer")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        phase = TarotViewPhase(d.pop("phase"))

        stage = d.pop("stage")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        stock = d.pop("stock")

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:

            def _parse_discards_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    discards_item_type_0 = cast(list[str], data)

                    return discards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            discards_item = _parse_discards_item(discards_item_data)

            discards.append(discards_item)

        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in _declarations:
            declarations_item = TarotDeclaration.from_dict(declarations_item_data)

            declarations.append(declarations_item)

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in _trick:
            trick_item = TarotPlayed.from_dict(trick_item_data)

            trick.append(trick_item)

        tricks_played = d.pop("tricks_played")

        tricks_won = cast(list[int], d.pop("tricks_won"))

        won = []
        _won = d.pop("won")
        for won_item_data in _won:
            won_item = cast(list[str], won_item_data)

            won.append(won_item)

        def _parse_last_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_winner = _parse_last_winner(d.pop("last_winner"))

        def _parse_fjont_debt(data: object) -> None | TarotDebt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fjont_debt_type_0 = TarotDebt.from_dict(data)

                return fjont_debt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TarotDebt, data)

        fjont_debt = _parse_fjont_debt(d.pop("fjont_debt"))

        match = TarotMatch.from_dict(d.pop("match"))

        def _parse_ended_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ended_by = _parse_ended_by(d.pop("ended_by"))

        seat = d.pop("seat")

        hand_counts = cast(list[int], d.pop("hand_counts"))

        discard_counts = cast(list[int], d.pop("discard_counts"))

        stock_count = d.pop("stock_count")

        tarot_view = cls(
            game=game,
            version=version,
            options=options,
            players=players,
            dealer=dealer,
            to_move=to_move,
            phase=phase,
            stage=stage,
            hands=hands,
            stock=stock,
            discards=discards,
            declarations=declarations,
            trick=trick,
            tricks_played=tricks_played,
            tricks_won=tricks_won,
            won=won,
            last_winner=last_winner,
            fjont_debt=fjont_debt,
            match=match,
            ended_by=ended_by,
            seat=seat,
            hand_counts=hand_counts,
            discard_counts=discard_counts,
            stock_count=stock_count,
        )

        return tarot_view
