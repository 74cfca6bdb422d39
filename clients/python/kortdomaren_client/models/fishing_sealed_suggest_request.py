from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fishing_sealed_suggest_request_level import FishingSealedSuggestRequestLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="FishingSealedSuggestRequest")


@_attrs_define
class FishingSealedSuggestRequest:
    """
    Attributes:
        token (str): The sealed state (opaque, base64url): send it back in place of 'state'. Keep only the latest of a
            game; 'step' says which is the latest.
        level (FishingSealedSuggestRequestLevel): random: uniform among the legal moves; greedy: the best immediate gain
            by the game's scoring; search: the best average end-of-deal margin over sampled deals of the hidden cards.
        seed (int | Unset): 0 … 2^53−1 (default 0): the same seed and view give the same move. Default: 0.
        budget_ms (int | Unset): search's budget (1…2000 ms, default 200): a fixed number of simulations per millisecond
            of budget and a deadline; a search still running at the deadline answers its best move so far, within the budget
            and 50 ms (then the same seed may give another move). Default: 200.
        seat (int | Unset): The seat to suggest for (default: the seat to move; no other seat).
        play (bool | Unset): Apply the move at once (default false): the answer is also apply's. A token bound to a seat
            has the other seats played this way; it is refused a suggestion for them that is not played, and the answer
            about their move says only what the bound seat's events show (docs/sealed-play.md). Default: False.
        views (list[int] | Unset): The seats whose views the answer carries (default: every seat; a token bound to a
            seat shows that seat only). Ask only for what you hand out.
    """

    token: str
    level: FishingSealedSuggestRequestLevel
    seed: int | Unset = 0
    budget_ms: int | Unset = 200
    seat: int | Unset = UNSET
    play: bool | Unset = False
    views: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        level = self.level.value

        seed = self.seed

        budget_ms = self.budget_ms

        seat = self.seat

        play = self.play

        views: list[int] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = self.views

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
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
        if views is not UNSET:
            field_dict["views"] = views

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        level = FishingSealedSuggestRequestLevel(d.pop("level"))

        seed = d.pop("seed", UNSET)

        budget_ms = d.pop("budget_ms", UNSET)

        seat = d.pop("seat", UNSET)

        play = d.pop("play", UNSET)

        views = cast(list[int], d.pop("views", UNSET))

        fishing_sealed_suggest_request = cls(
            token=token,
            level=level,
            seed=seed,
            budget_ms=budget_ms,
            seat=seat,
            play=play,
            views=views,
        )

        return fishing_sealed_suggest_request
