from enum import StrEnum


class FemhundraGameId(StrEnum):
    FEMHUNDRA = "femhundra"

    def __str__(self) -> str:
        return str(self.value)
