"""The options of the 800 family (reference §1), declared once for catalogue and validation.

The target scores (800, 1000, 150) and Fjabbe's match limits are fixed by the source and are
part of each variant, not options; the one real choice is the Fjønt exchange card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from service.core.options import OptionSpec, resolve
from service.core.text import msg


class FjontExchangeCard(Enum):
    """Which won card pays for a Fjønt (R800-FJ-6, AMBIGUITY A800-16)."""

    LOWEST_VALUE = "lowest_value"
    ANY = "any"


TAROT_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "fjont_exchange_card",
        "enum",
        FjontExchangeCard.LOWEST_VALUE.value,
        "R800-FJ-6",
        msg(
            "lowest_value: the side owing a card for the Fjønt gives a lowest-valued card it "
            "has won in tricks, automatically, as soon as it has one; any: the Fjønt's player "
            "names any card his side has won in tricks as his next step (AMBIGUITY A800-16, "
            "A800-17)."
        ),
        choices=tuple(choice.value for choice in FjontExchangeCard),
    ),
)


@dataclass(frozen=True, slots=True)
class TarotOptions:
    """The family's options, fully resolved."""

    fjont_exchange_card: FjontExchangeCard = FjontExchangeCard.LOWEST_VALUE

    @classmethod
    def resolve(
        cls, raw: Mapping[str, Any], players: int, pointer: str = "/options"
    ) -> TarotOptions:
        """Checked options with defaults filled in; raises ``InvalidInput`` on bad input."""
        values = resolve(TAROT_SPECS, raw, players, pointer)
        return cls(fjont_exchange_card=FjontExchangeCard(values["fjont_exchange_card"]))

    def to_plain(self) -> dict[str, Any]:
        return {"fjont_exchange_card": self.fjont_exchange_card.value}
