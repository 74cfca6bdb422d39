from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fishing_game_id import FishingGameId
from ..models.fishing_state_ended_by_type_0 import FishingStateEndedByType0
from ..models.fishing_state_phase import FishingStatePhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fishing_duty import FishingDuty
    from ..models.fishing_last_play import FishingLastPlay
    from ..models.fishing_match import FishingMatch
    from ..models.fishing_state_options import FishingStateOptions
    from ..models.fishing_table import FishingTable


T = TypeVar("T", bound="FishingState")


@_attrs_define
class FishingState:
    """
    Attributes:
        game (FishingGameId): The id of a game of the fishing family.
        version (Literal[1]): State format version (1). Default: 1.
        options (FishingStateOptions): The game's options (see the catalogue); missing ones take their defaults, unknown
            or ill-typed ones are refused.
        players (int): Number of players in this deal (2, 3 or 4; fewer than the match's in a misär elimination match
            once someone is out, or in a Byggkasino play-off).
        dealer (int): The dealer's seat.
        to_move (int | None): Seat to play next; null when the deal is over.
        phase (FishingStatePhase): 'play' while cards are played; 'deal_over' once the deal is scored.
        round_ (int): The round in play, 1…R; round R is the last ('sistan'). Kasino, misär, Finnish Kasino, Byggkasino:
            R = 6, 4, 3 for 2, 3, 4 players; Mulle: 10, 7, 5; Mulle Glimne: 12, 6 for 2, 4; Dragkasino: 1 while the stock
            lasts, 2 once the last card is drawn.
        last_round (bool | None): Whether this is the last round (derived: round = R); informative on input but checked
            when given.
        hands (list[list[str]]): Each seat's hand, indexed by seat.
        table (FishingTable):
        captured (list[list[str]]): Each seat's pile of captured cards this deal.
        tabbar (list[int]): Tabbes (sweeps) recorded per seat; in Finnish Kasino the recorded, uncancelled ones (FIN-
            SWEEP-2…4).
        stock (list[str]): Undealt cards, the next card to be dealt first.
        last_capturer (int | None): Seat of the most recent capture this deal, null if none.
        last_play (FishingLastPlay | None): The previous play (lets a player announce out right after a capture).
        ended_by (FishingStateEndedByType0 | None): Null for a deal played out; 'announce_out' for one abandoned by an
            announcement (KAS-VAR-8); 'immediate_win' for a Finnish deal stopped when a capture's points reached the target
            (FIN-MATCH-1); 'penalty' for a single Byggkasino or Mulle Glimne deal lost by a default on a build or a
            forbidden trail (BYGG-PEN-2/3).
        match (FishingMatch):
        duties (list[FishingDuty] | None | Unset): Byggkasino and Mulle Glimne: who answers for which build (BYGG-
            HOLD-1), by seat, then in table order. Derived from the builds' histories; informative on input but checked when
            given.
        mulles (list[int] | None | Unset): Mulle only: mulles made per seat this deal (MULLE-S-7); omitted means none.
            Refused in other games.
        penalties (list[int] | None | Unset): Penalty points per seat this deal; omitted means none. Misär (and
            Dragkasino on misär): 5 for each forced tabbe missed under enforcement 'penalize' (MISAR-FORCE-2). Byggkasino:
            points each seat received from the others' penalties (BYGG-PEN-4/5). Refused in other games.
        mulle_points (list[int] | None | Unset): Mulle Glimne only: per seat, the points of the mulles made this deal —
            each the capture value of the played card, 2…16 (MULLE-G-7/8); omitted means none. Refused in other games.
        next_build (int | None | Unset): Byggkasino and Mulle Glimne: the number the deal's next new build takes at
            least (1 at the deal). A new build is b<n>, n the larger of this and one more than the largest id number on the
            table; it then becomes n + 1, so no build id is used twice in a deal. Omitted (a state written before it
            existed) counts as 1. Refused in other games.
        credited (list[int] | None | Unset): Finnish Kasino, deal in play: points per side already credited at capture
            this deal — aces, lillan and storan in the side's pile (FIN-SCORE-2). Derived; informative on input but checked
            when given.
    """

    game: FishingGameId
    options: FishingStateOptions
    players: int
    dealer: int
    to_move: int | None
    phase: FishingStatePhase
    round_: int
    last_round: bool | None
    hands: list[list[str]]
    table: FishingTable
    captured: list[list[str]]
    tabbar: list[int]
    stock: list[str]
    last_capturer: int | None
    last_play: FishingLastPlay | None
    ended_by: FishingStateEndedByType0 | None
    match: FishingMatch
    version: Literal[1] = 1
    duties: list[FishingDuty] | None | Unset = UNSET
    mulles: list[int] | None | Unset = UNSET
    penalties: list[int] | None | Unset = UNSET
    mulle_points: list[int] | None | Unset = UNSET
    next_build: int | None | Unset = UNSET
    credited: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.fishing_last_play import FishingLastPlay  # noqa: PLC0415

        game = self.game.value

        version = self.version

        options = self.options.to_dict()

        players = self.players

        dealer = self.dealer

        to_move: int | None
        to_move = self.to_move

        phase = self.phase.value

        round_ = self.round_

        last_round: bool | None
        last_round = self.last_round

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        table = self.table.to_dict()

        captured = []
        for captured_item_data in self.captured:
            captured_item = captured_item_data

            captured.append(captured_item)

        tabbar = self.tabbar

        stock = self.stock

        last_capturer: int | None
        last_capturer = self.last_capturer

        last_play: dict[str, Any] | None
        if isinstance(self.last_play, FishingLastPlay):
            last_play = self.last_play.to_dict()
        else:
            last_play = self.last_play

        ended_by: None | str
        if isinstance(self.ended_by, FishingStateEndedByType0):
            ended_by = self.ended_by.value
        else:
            ended_by = self.ended_by

        match = self.match.to_dict()

        duties: list[dict[str, Any]] | None | Unset
        if isinstance(self.duties, Unset):
            duties = UNSET
        elif isinstance(self.duties, list):
            duties = []
            for duties_type_0_item_data in self.duties:
                duties_type_0_item = duties_type_0_item_data.to_dict()
                duties.append(duties_type_0_item)

        else:
            duties = self.duties

        mulles: list[int] | None | Unset
        if isinstance(self.mulles, Unset):
            mulles = UNSET
        elif isinstance(self.mulles, list):
            mulles = self.mulles

        else:
            mulles = self.mulles

        penalties: list[int] | None | Unset
        if isinstance(self.penalties, Unset):
            penalties = UNSET
        elif isinstance(self.penalties, list):
            penalties = self.penalties

        else:
            penalties = self.penalties

        mulle_points: list[int] | None | Unset
        if isinstance(self.mulle_points, Unset):
            mulle_points = UNSET
        elif isinstance(self.mulle_points, list):
            mulle_points = self.mulle_points

        else:
            mulle_points = self.mulle_points

        next_build: int | None | Unset
        if isinstance(self.next_build, Unset):
            next_build = UNSET
        else:
            next_build = self.next_build

        credited: list[int] | None | Unset
        if isinstance(self.credited, Unset):
            credited = UNSET
        elif isinstance(self.credited, list):
            credited = self.credited

        else:
            credited = self.credited

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
                "round": round_,
                "last_round": last_round,
                "hands": hands,
                "table": table,
                "captured": captured,
                "tabbar": tabbar,
                "stock": stock,
                "last_capturer": last_capturer,
                "last_play": last_play,
                "ended_by": ended_by,
                "match": match,
            }
        )
        if duties is not UNSET:
            field_dict["duties"] = duties
        if mulles is not UNSET:
            field_dict["mulles"] = mulles
        if penalties is not UNSET:
            field_dict["penalties"] = penalties
        if mulle_points is not UNSET:
            field_dict["mulle_points"] = mulle_points
        if next_build is not UNSET:
            field_dict["next_build"] = next_build
        if credited is not UNSET:
            field_dict["credited"] = credited

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fishing_duty import FishingDuty  # noqa: PLC0415
        from ..models.fishing_last_play import FishingLastPlay  # noqa: PLC0415
        from ..models.fishing_match import FishingMatch  # noqa: PLC0415
        from ..models.fishing_state_options import FishingStateOptions  # noqa: PLC0415
        from ..models.fishing_table import FishingTable  # noqa: PLC0415

        d = dict(src_dict)
        game = FishingGameId(d.pop("game"))

        version = cast(Literal[1], d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        options = FishingStateOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        dealer = d.pop("dealer")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        phase = FishingStatePhase(d.pop("phase"))

        round_ = d.pop("round")

        def _parse_last_round(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        last_round = _parse_last_round(d.pop("last_round"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        table = FishingTable.from_dict(d.pop("table"))

        captured = []
        _captured = d.pop("captured")
        for captured_item_data in _captured:
            captured_item = cast(list[str], captured_item_data)

            captured.append(captured_item)

        tabbar = cast(list[int], d.pop("tabbar"))

        stock = cast(list[str], d.pop("stock"))

        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))

        def _parse_last_play(data: object) -> FishingLastPlay | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_play_type_0 = FishingLastPlay.from_dict(data)

                return last_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FishingLastPlay | None, data)

        last_play = _parse_last_play(d.pop("last_play"))

        def _parse_ended_by(data: object) -> FishingStateEndedByType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                ended_by_type_0 = FishingStateEndedByType0(data)

                return ended_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FishingStateEndedByType0 | None, data)

        ended_by = _parse_ended_by(d.pop("ended_by"))

        match = FishingMatch.from_dict(d.pop("match"))

        def _parse_duties(data: object) -> list[FishingDuty] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                duties_type_0 = []
                _duties_type_0 = data
                for duties_type_0_item_data in _duties_type_0:
                    duties_type_0_item = FishingDuty.from_dict(duties_type_0_item_data)

                    duties_type_0.append(duties_type_0_item)

                return duties_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[FishingDuty] | None | Unset, data)

        duties = _parse_duties(d.pop("duties", UNSET))

        def _parse_mulles(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                mulles_type_0 = cast(list[int], data)

                return mulles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        mulles = _parse_mulles(d.pop("mulles", UNSET))

        def _parse_penalties(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                penalties_type_0 = cast(list[int], data)

                return penalties_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        penalties = _parse_penalties(d.pop("penalties", UNSET))

        def _parse_mulle_points(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                mulle_points_type_0 = cast(list[int], data)

                return mulle_points_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        mulle_points = _parse_mulle_points(d.pop("mulle_points", UNSET))

        def _parse_next_build(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_build = _parse_next_build(d.pop("next_build", UNSET))

        def _parse_credited(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                credited_type_0 = cast(list[int], data)

                return credited_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        credited = _parse_credited(d.pop("credited", UNSET))

        fishing_state = cls(
            game=game,
            version=version,
            options=options,
            players=players,
            dealer=dealer,
            to_move=to_move,
            phase=phase,
            round_=round_,
            last_round=last_round,
            hands=hands,
            table=table,
            captured=captured,
            tabbar=tabbar,
            stock=stock,
            last_capturer=last_capturer,
            last_play=last_play,
            ended_by=ended_by,
            match=match,
            duties=duties,
            mulles=mulles,
            penalties=penalties,
            mulle_points=mulle_points,
            next_build=next_build,
            credited=credited,
        )

        return fishing_state
