from enum import StrEnum


class FemhundraCombinationKind(StrEnum):
    RUN = "run"
    SET = "set"

    def __str__(self) -> str:
        return str(self.value)
