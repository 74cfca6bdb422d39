from enum import StrEnum


class FemhundraDrawnSource(StrEnum):
    PILE = "pile"
    STOCK = "stock"
    WHOLE_PILE = "whole_pile"

    def __str__(self) -> str:
        return str(self.value)
