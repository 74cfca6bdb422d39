from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.femhundra_suggest_request_level import FemhundraSuggestRequestLevel
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.femhundra_state import FemhundraState
    from ..models.femhundra_state_input import FemhundraStateInput


T = TypeVar("T", bound="FemhundraSuggestRequest")


@_attrs_define
class FemhundraSuggestRequest:
    """
    Attributes:
        state (FemhundraState | FemhundraStateInput): The game state.
        level (FemhundraSuggestRequestLevel): random: uniform among the legal moves; greedy: the best immediate gain by
            the game's scoring; search: the best average end-of-deal margin over sampled deals of the hidden cards.
        seed (int | Unset): 0 … 2^53−1 (default 0): the same seed and view give the same move. Default: 0.
        budget_ms (int | Unset): search's budget (1…2000 ms, default 200): a fixed number of simulations per millisecond
            of budget and a deadline; a search still running at the deadline answers its best move so far, within the budget
            and 50 ms (then the same seed may give another move). Default: 200.
        seat (int | Unset): The seat to suggest for (default: the seat to move; no other seat).
        play (bool | Unset): Apply the move at once (default false): the answer is also apply's. A token bound to a seat
            has the other seats played this way; it is refused a suggestion for them that is not played, and the answer
            about their move says only what the bound seat's events show (docs/sealed-play.md). Default: False.
    """

    state: FemhundraState | FemhundraStateInput
    level: FemhundraSuggestRequestLevel
    seed: int | Unset = 0
    budget_ms: int | Unset = 200
    seat: int | Unset = UNSET
    play: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415

        state: dict[str, Any]
        if isinstance(self.state, FemhundraState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()

        level = self.level.value

        seed = self.seed

        budget_ms = self.budget_ms

        seat = self.seat

        play = self.play

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "level": level,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if seat is not UNSET:
            field_dict["seat"] = seat
        if play is not UNSET:
            field_dict["play"] = play

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.femhundra_state import FemhundraState  # noqa: PLC0415
        from ..models.femhundra_state_input import FemhundraStateInput  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_state(data: object) -> FemhundraState | FemhundraStateInput:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = FemhundraState.from_dict(data)

                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_1 = FemhundraStateInput.from_dict(data)

            return state_type_1

        state = _parse_state(d.pop("state"))

        level = FemhundraSuggestRequestLevel(d.pop("level"))

        seed = d.pop("seed", UNSET)

        budget_ms = d.pop("budget_ms", UNSET)

        seat = d.pop("seat", UNSET)

        play = d.pop("play", UNSET)

        femhundra_suggest_request = cls(
            state=state,
            level=level,
            seed=seed,
            budget_ms=budget_ms,
            seat=seat,
            play=play,
        )

        return femhundra_suggest_request
