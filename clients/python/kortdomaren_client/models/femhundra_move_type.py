from enum import StrEnum


class FemhundraMoveType(StrEnum):
    CLAIM = "claim"
    DISCARD = "discard"
    DRAW = "draw"
    LAY_OFF = "lay_off"
    MELD = "meld"
    SWAP_JOKER = "swap_joker"
    TAKE_PILE = "take_pile"

    def __str__(self) -> str:
        return str(self.value)
