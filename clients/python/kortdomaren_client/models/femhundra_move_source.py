from enum import StrEnum


class FemhundraMoveSource(StrEnum):
    PILE = "pile"
    STOCK = "stock"

    def __str__(self) -> str:
        return str(self.value)
