from enum import StrEnum


class FemhundraMoveEnd(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
