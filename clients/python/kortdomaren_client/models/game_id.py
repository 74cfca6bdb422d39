from enum import StrEnum


class GameId(StrEnum):
    BYGGKASINO = "byggkasino"
    DRAGKASINO = "dragkasino"
    FEMHUNDRA = "femhundra"
    FJABBE = "fjabbe"
    GAME_1000 = "1000"
    GAME_150 = "150"
    GAME_800 = "800"
    KASINO = "kasino"
    KASINO_FI = "kasino-fi"
    KASINO_MISAR = "kasino-misar"
    MULLE_GLIMNE = "mulle-glimne"
    MULLE_SASSERSSON = "mulle-sassersson"

    def __str__(self) -> str:
        return str(self.value)
