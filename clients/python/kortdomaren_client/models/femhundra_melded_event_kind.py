from enum import StrEnum


class FemhundraMeldedEventKind(StrEnum):
    RUN = "run"
    SET = "set"

    def __str__(self) -> str:
        return str(self.value)
