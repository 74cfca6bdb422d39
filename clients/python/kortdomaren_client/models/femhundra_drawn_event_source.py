from enum import StrEnum


class FemhundraDrawnEventSource(StrEnum):
    PILE = "pile"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
