from enum import StrEnum


class TarotSequenceKind(StrEnum):
    ACES = "aces"
    C = "C"
    D = "D"
    H = "H"
    S = "S"
    SNAPPHANAR = "snapphanar"
    TRUMP = "trump"

    def __str__(self) -> str:
        return str(self.value)
