from enum import StrEnum


class GameEntryFamily(StrEnum):
    FEMHUNDRA = "femhundra"
    FISHING = "fishing"
    TAROT = "tarot"

    def __str__(self) -> str:
        return str(self.value)
