"""Contains all the data models used in inputs/outputs"""

from .catalogue import Catalogue
from .commitment_request import CommitmentRequest
from .commitment_response import CommitmentResponse
from .conformance_entry import ConformanceEntry
from .conformance_index import ConformanceIndex
from .conformance_kit import ConformanceKit
from .conformance_kit_deals_item import ConformanceKitDealsItem
from .conformance_kit_perft_item import ConformanceKitPerftItem
from .conformance_kit_positions_item import ConformanceKitPositionsItem
from .deal_match import DealMatch
from .deal_request import DealRequest
from .deal_request_options import DealRequestOptions
from .dealer_draw import DealerDraw
from .deck_variant import DeckVariant
from .error_item import ErrorItem
from .fairness import Fairness
from .fairness_dealer_chosen import FairnessDealerChosen
from .fairness_options import FairnessOptions
from .femhundra_apply_response import FemhundraApplyResponse
from .femhundra_apply_response_interpretation import FemhundraApplyResponseInterpretation
from .femhundra_claimed_event import FemhundraClaimedEvent
from .femhundra_claimed_event_end_type_0 import FemhundraClaimedEventEndType0
from .femhundra_combination import FemhundraCombination
from .femhundra_combination_kind import FemhundraCombinationKind
from .femhundra_deal_over_event import FemhundraDealOverEvent
from .femhundra_deal_response import FemhundraDealResponse
from .femhundra_discard import FemhundraDiscard
from .femhundra_discarded_event import FemhundraDiscardedEvent
from .femhundra_drawn import FemhundraDrawn
from .femhundra_drawn_event import FemhundraDrawnEvent
from .femhundra_drawn_event_source import FemhundraDrawnEventSource
from .femhundra_drawn_source import FemhundraDrawnSource
from .femhundra_game_id import FemhundraGameId
from .femhundra_joker_swapped_event import FemhundraJokerSwappedEvent
from .femhundra_laid_off_event import FemhundraLaidOffEvent
from .femhundra_laid_off_event_end_type_0 import FemhundraLaidOffEventEndType0
from .femhundra_legal_moves_request import FemhundraLegalMovesRequest
from .femhundra_legal_moves_response import FemhundraLegalMovesResponse
from .femhundra_match import FemhundraMatch
from .femhundra_match_input import FemhundraMatchInput
from .femhundra_melded_event import FemhundraMeldedEvent
from .femhundra_melded_event_kind import FemhundraMeldedEventKind
from .femhundra_move import FemhundraMove
from .femhundra_move_ace import FemhundraMoveAce
from .femhundra_move_end import FemhundraMoveEnd
from .femhundra_move_request import FemhundraMoveRequest
from .femhundra_move_source import FemhundraMoveSource
from .femhundra_move_type import FemhundraMoveType
from .femhundra_next_deal_request import FemhundraNextDealRequest
from .femhundra_next_deal_response import FemhundraNextDealResponse
from .femhundra_penalty_event import FemhundraPenaltyEvent
from .femhundra_pile_taken_event import FemhundraPileTakenEvent
from .femhundra_replay_request import FemhundraReplayRequest
from .femhundra_replay_response import FemhundraReplayResponse
from .femhundra_reshuffled_event import FemhundraReshuffledEvent
from .femhundra_sealed_apply_response import FemhundraSealedApplyResponse
from .femhundra_sealed_apply_response_interpretation import FemhundraSealedApplyResponseInterpretation
from .femhundra_sealed_chain_request import FemhundraSealedChainRequest
from .femhundra_sealed_chain_response import FemhundraSealedChainResponse
from .femhundra_sealed_deal_response import FemhundraSealedDealResponse
from .femhundra_sealed_legal_moves_request import FemhundraSealedLegalMovesRequest
from .femhundra_sealed_move_request import FemhundraSealedMoveRequest
from .femhundra_sealed_next_deal_request import FemhundraSealedNextDealRequest
from .femhundra_sealed_replay_request import FemhundraSealedReplayRequest
from .femhundra_sealed_replay_response import FemhundraSealedReplayResponse
from .femhundra_sealed_state_request import FemhundraSealedStateRequest
from .femhundra_sealed_suggest_request import FemhundraSealedSuggestRequest
from .femhundra_sealed_suggest_request_level import FemhundraSealedSuggestRequestLevel
from .femhundra_sealed_verdict import FemhundraSealedVerdict
from .femhundra_sealed_verdict_interpretation import FemhundraSealedVerdictInterpretation
from .femhundra_sealed_view_request import FemhundraSealedViewRequest
from .femhundra_seat_view import FemhundraSeatView
from .femhundra_state import FemhundraState
from .femhundra_state_input import FemhundraStateInput
from .femhundra_state_input_options import FemhundraStateInputOptions
from .femhundra_state_input_phase import FemhundraStateInputPhase
from .femhundra_state_options import FemhundraStateOptions
from .femhundra_state_phase import FemhundraStatePhase
from .femhundra_state_request import FemhundraStateRequest
from .femhundra_suggest_request import FemhundraSuggestRequest
from .femhundra_suggest_request_level import FemhundraSuggestRequestLevel
from .femhundra_suggest_response import FemhundraSuggestResponse
from .femhundra_suggest_response_interpretation import FemhundraSuggestResponseInterpretation
from .femhundra_suggest_response_level import FemhundraSuggestResponseLevel
from .femhundra_table_card import FemhundraTableCard
from .femhundra_turn import FemhundraTurn
from .femhundra_validate_response import FemhundraValidateResponse
from .femhundra_validate_response_interpretation import FemhundraValidateResponseInterpretation
from .femhundra_verdict import FemhundraVerdict
from .femhundra_verdict_interpretation import FemhundraVerdictInterpretation
from .femhundra_view import FemhundraView
from .femhundra_view_match import FemhundraViewMatch
from .femhundra_view_options import FemhundraViewOptions
from .femhundra_view_phase import FemhundraViewPhase
from .femhundra_view_request import FemhundraViewRequest
from .femhundra_view_response import FemhundraViewResponse
from .femhundra_went_out_event import FemhundraWentOutEvent
from .fishing_announced_out_event import FishingAnnouncedOutEvent
from .fishing_apply_response import FishingApplyResponse
from .fishing_apply_response_interpretation import FishingApplyResponseInterpretation
from .fishing_build import FishingBuild
from .fishing_build_action import FishingBuildAction
from .fishing_build_action_in_view import FishingBuildActionInView
from .fishing_build_action_in_view_type import FishingBuildActionInViewType
from .fishing_build_action_input import FishingBuildActionInput
from .fishing_build_action_input_type import FishingBuildActionInputType
from .fishing_build_action_type import FishingBuildActionType
from .fishing_build_added_event import FishingBuildAddedEvent
from .fishing_build_created_event import FishingBuildCreatedEvent
from .fishing_build_in_view import FishingBuildInView
from .fishing_build_input import FishingBuildInput
from .fishing_build_play import FishingBuildPlay
from .fishing_build_raised_event import FishingBuildRaisedEvent
from .fishing_builds_broken_up_event import FishingBuildsBrokenUpEvent
from .fishing_captured_event import FishingCapturedEvent
from .fishing_captured_event_values import FishingCapturedEventValues
from .fishing_deal_lost_event import FishingDealLostEvent
from .fishing_deal_over_event import FishingDealOverEvent
from .fishing_deal_response import FishingDealResponse
from .fishing_dealt_event import FishingDealtEvent
from .fishing_default_event import FishingDefaultEvent
from .fishing_drew_event import FishingDrewEvent
from .fishing_duty import FishingDuty
from .fishing_duty_duty import FishingDutyDuty
from .fishing_eliminated_event import FishingEliminatedEvent
from .fishing_game_id import FishingGameId
from .fishing_last_play import FishingLastPlay
from .fishing_leftovers_event import FishingLeftoversEvent
from .fishing_legal_moves_request import FishingLegalMovesRequest
from .fishing_legal_moves_response import FishingLegalMovesResponse
from .fishing_match import FishingMatch
from .fishing_match_input import FishingMatchInput
from .fishing_match_over_event import FishingMatchOverEvent
from .fishing_move import FishingMove
from .fishing_move_request import FishingMoveRequest
from .fishing_move_values import FishingMoveValues
from .fishing_mulle_event import FishingMulleEvent
from .fishing_next_deal_request import FishingNextDealRequest
from .fishing_next_deal_response import FishingNextDealResponse
from .fishing_penalty_event import FishingPenaltyEvent
from .fishing_playoff_event import FishingPlayoffEvent
from .fishing_points_credited_event import FishingPointsCreditedEvent
from .fishing_replay_request import FishingReplayRequest
from .fishing_replay_response import FishingReplayResponse
from .fishing_sealed_apply_response import FishingSealedApplyResponse
from .fishing_sealed_apply_response_interpretation import FishingSealedApplyResponseInterpretation
from .fishing_sealed_chain_request import FishingSealedChainRequest
from .fishing_sealed_chain_response import FishingSealedChainResponse
from .fishing_sealed_deal_response import FishingSealedDealResponse
from .fishing_sealed_legal_moves_request import FishingSealedLegalMovesRequest
from .fishing_sealed_move_request import FishingSealedMoveRequest
from .fishing_sealed_next_deal_request import FishingSealedNextDealRequest
from .fishing_sealed_replay_request import FishingSealedReplayRequest
from .fishing_sealed_replay_response import FishingSealedReplayResponse
from .fishing_sealed_state_request import FishingSealedStateRequest
from .fishing_sealed_suggest_request import FishingSealedSuggestRequest
from .fishing_sealed_suggest_request_level import FishingSealedSuggestRequestLevel
from .fishing_sealed_verdict import FishingSealedVerdict
from .fishing_sealed_verdict_interpretation import FishingSealedVerdictInterpretation
from .fishing_sealed_view_request import FishingSealedViewRequest
from .fishing_seat_view import FishingSeatView
from .fishing_sistan_event import FishingSistanEvent
from .fishing_state import FishingState
from .fishing_state_ended_by_type_0 import FishingStateEndedByType0
from .fishing_state_input import FishingStateInput
from .fishing_state_input_ended_by_type_0 import FishingStateInputEndedByType0
from .fishing_state_input_options import FishingStateInputOptions
from .fishing_state_input_phase import FishingStateInputPhase
from .fishing_state_options import FishingStateOptions
from .fishing_state_phase import FishingStatePhase
from .fishing_state_request import FishingStateRequest
from .fishing_suggest_request import FishingSuggestRequest
from .fishing_suggest_request_level import FishingSuggestRequestLevel
from .fishing_suggest_response import FishingSuggestResponse
from .fishing_suggest_response_interpretation import FishingSuggestResponseInterpretation
from .fishing_suggest_response_level import FishingSuggestResponseLevel
from .fishing_sweeps_cancelled_event import FishingSweepsCancelledEvent
from .fishing_tabbe_event import FishingTabbeEvent
from .fishing_tabbe_on_event import FishingTabbeOnEvent
from .fishing_table import FishingTable
from .fishing_table_in_view import FishingTableInView
from .fishing_table_input import FishingTableInput
from .fishing_trailed_event import FishingTrailedEvent
from .fishing_validate_response import FishingValidateResponse
from .fishing_validate_response_interpretation import FishingValidateResponseInterpretation
from .fishing_verdict import FishingVerdict
from .fishing_verdict_interpretation import FishingVerdictInterpretation
from .fishing_view import FishingView
from .fishing_view_ended_by_type_0 import FishingViewEndedByType0
from .fishing_view_match import FishingViewMatch
from .fishing_view_options import FishingViewOptions
from .fishing_view_phase import FishingViewPhase
from .fishing_view_request import FishingViewRequest
from .fishing_view_response import FishingViewResponse
from .game_entry import GameEntry
from .game_entry_family import GameEntryFamily
from .game_entry_partnerships import GameEntryPartnerships
from .game_id import GameId
from .health import Health
from .option_entry import OptionEntry
from .option_entry_type import OptionEntryType
from .problem import Problem
from .score import Score
from .score_details import ScoreDetails
from .score_item import ScoreItem
from .shuffle import Shuffle
from .standing import Standing
from .tarot_apply_response import TarotApplyResponse
from .tarot_apply_response_interpretation import TarotApplyResponseInterpretation
from .tarot_deal_over_event import TarotDealOverEvent
from .tarot_deal_response import TarotDealResponse
from .tarot_dealt_event import TarotDealtEvent
from .tarot_debt import TarotDebt
from .tarot_declaration import TarotDeclaration
from .tarot_declared_event import TarotDeclaredEvent
from .tarot_discarded_event import TarotDiscardedEvent
from .tarot_fjont_exchanged_event import TarotFjontExchangedEvent
from .tarot_fjont_lost_event import TarotFjontLostEvent
from .tarot_fjont_owed_event import TarotFjontOwedEvent
from .tarot_game_id import TarotGameId
from .tarot_legal_moves_request import TarotLegalMovesRequest
from .tarot_legal_moves_response import TarotLegalMovesResponse
from .tarot_match import TarotMatch
from .tarot_match_input import TarotMatchInput
from .tarot_match_over_event import TarotMatchOverEvent
from .tarot_move import TarotMove
from .tarot_move_request import TarotMoveRequest
from .tarot_move_type import TarotMoveType
from .tarot_next_deal_request import TarotNextDealRequest
from .tarot_next_deal_response import TarotNextDealResponse
from .tarot_played import TarotPlayed
from .tarot_played_event import TarotPlayedEvent
from .tarot_replay_request import TarotReplayRequest
from .tarot_replay_response import TarotReplayResponse
from .tarot_sealed_apply_response import TarotSealedApplyResponse
from .tarot_sealed_apply_response_interpretation import TarotSealedApplyResponseInterpretation
from .tarot_sealed_chain_request import TarotSealedChainRequest
from .tarot_sealed_chain_response import TarotSealedChainResponse
from .tarot_sealed_deal_response import TarotSealedDealResponse
from .tarot_sealed_legal_moves_request import TarotSealedLegalMovesRequest
from .tarot_sealed_move_request import TarotSealedMoveRequest
from .tarot_sealed_next_deal_request import TarotSealedNextDealRequest
from .tarot_sealed_replay_request import TarotSealedReplayRequest
from .tarot_sealed_replay_response import TarotSealedReplayResponse
from .tarot_sealed_state_request import TarotSealedStateRequest
from .tarot_sealed_suggest_request import TarotSealedSuggestRequest
from .tarot_sealed_suggest_request_level import TarotSealedSuggestRequestLevel
from .tarot_sealed_verdict import TarotSealedVerdict
from .tarot_sealed_verdict_interpretation import TarotSealedVerdictInterpretation
from .tarot_sealed_view_request import TarotSealedViewRequest
from .tarot_seat_view import TarotSeatView
from .tarot_sequence import TarotSequence
from .tarot_sequence_kind import TarotSequenceKind
from .tarot_state import TarotState
from .tarot_state_input import TarotStateInput
from .tarot_state_input_options import TarotStateInputOptions
from .tarot_state_input_phase import TarotStateInputPhase
from .tarot_state_options import TarotStateOptions
from .tarot_state_phase import TarotStatePhase
from .tarot_state_request import TarotStateRequest
from .tarot_suggest_request import TarotSuggestRequest
from .tarot_suggest_request_level import TarotSuggestRequestLevel
from .tarot_suggest_response import TarotSuggestResponse
from .tarot_suggest_response_interpretation import TarotSuggestResponseInterpretation
from .tarot_suggest_response_level import TarotSuggestResponseLevel
from .tarot_trick_won_event import TarotTrickWonEvent
from .tarot_validate_response import TarotValidateResponse
from .tarot_validate_response_interpretation import TarotValidateResponseInterpretation
from .tarot_verdict import TarotVerdict
from .tarot_verdict_interpretation import TarotVerdictInterpretation
from .tarot_view import TarotView
from .tarot_view_options import TarotViewOptions
from .tarot_view_phase import TarotViewPhase
from .tarot_view_request import TarotViewRequest
from .tarot_view_response import TarotViewResponse
from .violation import Violation

__all__ = (
    "Catalogue",
    "CommitmentRequest",
    "CommitmentResponse",
    "ConformanceEntry",
    "ConformanceIndex",
    "ConformanceKit",
    "ConformanceKitDealsItem",
    "ConformanceKitPerftItem",
    "ConformanceKitPositionsItem",
    "DealerDraw",
    "DealMatch",
    "DealRequest",
    "DealRequestOptions",
    "DeckVariant",
    "ErrorItem",
    "Fairness",
    "FairnessDealerChosen",
    "FairnessOptions",
    "FemhundraApplyResponse",
    "FemhundraApplyResponseInterpretation",
    "FemhundraClaimedEvent",
    "FemhundraClaimedEventEndType0",
    "FemhundraCombination",
    "FemhundraCombinationKind",
    "FemhundraDealOverEvent",
    "FemhundraDealResponse",
    "FemhundraDiscard",
    "FemhundraDiscardedEvent",
    "FemhundraDrawn",
    "FemhundraDrawnEvent",
    "FemhundraDrawnEventSource",
    "FemhundraDrawnSource",
    "FemhundraGameId",
    "FemhundraJokerSwappedEvent",
    "FemhundraLaidOffEvent",
    "FemhundraLaidOffEventEndType0",
    "FemhundraLegalMovesRequest",
    "FemhundraLegalMovesResponse",
    "FemhundraMatch",
    "FemhundraMatchInput",
    "FemhundraMeldedEvent",
    "FemhundraMeldedEventKind",
    "FemhundraMove",
    "FemhundraMoveAce",
    "FemhundraMoveEnd",
    "FemhundraMoveRequest",
    "FemhundraMoveSource",
    "FemhundraMoveType",
    "FemhundraNextDealRequest",
    "FemhundraNextDealResponse",
    "FemhundraPenaltyEvent",
    "FemhundraPileTakenEvent",
    "FemhundraReplayRequest",
    "FemhundraReplayResponse",
    "FemhundraReshuffledEvent",
    "FemhundraSealedApplyResponse",
    "FemhundraSealedApplyResponseInterpretation",
    "FemhundraSealedChainRequest",
    "FemhundraSealedChainResponse",
    "FemhundraSealedDealResponse",
    "FemhundraSealedLegalMovesRequest",
    "FemhundraSealedMoveRequest",
    "FemhundraSealedNextDealRequest",
    "FemhundraSealedReplayRequest",
    "FemhundraSealedReplayResponse",
    "FemhundraSealedStateRequest",
    "FemhundraSealedSuggestRequest",
    "FemhundraSealedSuggestRequestLevel",
    "FemhundraSealedVerdict",
    "FemhundraSealedVerdictInterpretation",
    "FemhundraSealedViewRequest",
    "FemhundraSeatView",
    "FemhundraState",
    "FemhundraStateInput",
    "FemhundraStateInputOptions",
    "FemhundraStateInputPhase",
    "FemhundraStateOptions",
    "FemhundraStatePhase",
    "FemhundraStateRequest",
    "FemhundraSuggestRequest",
    "FemhundraSuggestRequestLevel",
    "FemhundraSuggestResponse",
    "FemhundraSuggestResponseInterpretation",
    "FemhundraSuggestResponseLevel",
    "FemhundraTableCard",
    "FemhundraTurn",
    "FemhundraValidateResponse",
    "FemhundraValidateResponseInterpretation",
    "FemhundraVerdict",
    "FemhundraVerdictInterpretation",
    "FemhundraView",
    "FemhundraViewMatch",
    "FemhundraViewOptions",
    "FemhundraViewPhase",
    "FemhundraViewRequest",
    "FemhundraViewResponse",
    "FemhundraWentOutEvent",
    "FishingAnnouncedOutEvent",
    "FishingApplyResponse",
    "FishingApplyResponseInterpretation",
    "FishingBuild",
    "FishingBuildAction",
    "FishingBuildActionInput",
    "FishingBuildActionInputType",
    "FishingBuildActionInView",
    "FishingBuildActionInViewType",
    "FishingBuildActionType",
    "FishingBuildAddedEvent",
    "FishingBuildCreatedEvent",
    "FishingBuildInput",
    "FishingBuildInView",
    "FishingBuildPlay",
    "FishingBuildRaisedEvent",
    "FishingBuildsBrokenUpEvent",
    "FishingCapturedEvent",
    "FishingCapturedEventValues",
    "FishingDealLostEvent",
    "FishingDealOverEvent",
    "FishingDealResponse",
    "FishingDealtEvent",
    "FishingDefaultEvent",
    "FishingDrewEvent",
    "FishingDuty",
    "FishingDutyDuty",
    "FishingEliminatedEvent",
    "FishingGameId",
    "FishingLastPlay",
    "FishingLeftoversEvent",
    "FishingLegalMovesRequest",
    "FishingLegalMovesResponse",
    "FishingMatch",
    "FishingMatchInput",
    "FishingMatchOverEvent",
    "FishingMove",
    "FishingMoveRequest",
    "FishingMoveValues",
    "FishingMulleEvent",
    "FishingNextDealRequest",
    "FishingNextDealResponse",
    "FishingPenaltyEvent",
    "FishingPlayoffEvent",
    "FishingPointsCreditedEvent",
    "FishingReplayRequest",
    "FishingReplayResponse",
    "FishingSealedApplyResponse",
    "FishingSealedApplyResponseInterpretation",
    "FishingSealedChainRequest",
    "FishingSealedChainResponse",
    "FishingSealedDealResponse",
    "FishingSealedLegalMovesRequest",
    "FishingSealedMoveRequest",
    "FishingSealedNextDealRequest",
    "FishingSealedReplayRequest",
    "FishingSealedReplayResponse",
    "FishingSealedStateRequest",
    "FishingSealedSuggestRequest",
    "FishingSealedSuggestRequestLevel",
    "FishingSealedVerdict",
    "FishingSealedVerdictInterpretation",
    "FishingSealedViewRequest",
    "FishingSeatView",
    "FishingSistanEvent",
    "FishingState",
    "FishingStateEndedByType0",
    "FishingStateInput",
    "FishingStateInputEndedByType0",
    "FishingStateInputOptions",
    "FishingStateInputPhase",
    "FishingStateOptions",
    "FishingStatePhase",
    "FishingStateRequest",
    "FishingSuggestRequest",
    "FishingSuggestRequestLevel",
    "FishingSuggestResponse",
    "FishingSuggestResponseInterpretation",
    "FishingSuggestResponseLevel",
    "FishingSweepsCancelledEvent",
    "FishingTabbeEvent",
    "FishingTabbeOnEvent",
    "FishingTable",
    "FishingTableInput",
    "FishingTableInView",
    "FishingTrailedEvent",
    "FishingValidateResponse",
    "FishingValidateResponseInterpretation",
    "FishingVerdict",
    "FishingVerdictInterpretation",
    "FishingView",
    "FishingViewEndedByType0",
    "FishingViewMatch",
    "FishingViewOptions",
    "FishingViewPhase",
    "FishingViewRequest",
    "FishingViewResponse",
    "GameEntry",
    "GameEntryFamily",
    "GameEntryPartnerships",
    "GameId",
    "Health",
    "OptionEntry",
    "OptionEntryType",
    "Problem",
    "Score",
    "ScoreDetails",
    "ScoreItem",
    "Shuffle",
    "Standing",
    "TarotApplyResponse",
    "TarotApplyResponseInterpretation",
    "TarotDealOverEvent",
    "TarotDealResponse",
    "TarotDealtEvent",
    "TarotDebt",
    "TarotDeclaration",
    "TarotDeclaredEvent",
    "TarotDiscardedEvent",
    "TarotFjontExchangedEvent",
    "TarotFjontLostEvent",
    "TarotFjontOwedEvent",
    "TarotGameId",
    "TarotLegalMovesRequest",
    "TarotLegalMovesResponse",
    "TarotMatch",
    "TarotMatchInput",
    "TarotMatchOverEvent",
    "TarotMove",
    "TarotMoveRequest",
    "TarotMoveType",
    "TarotNextDealRequest",
    "TarotNextDealResponse",
    "TarotPlayed",
    "TarotPlayedEvent",
    "TarotReplayRequest",
    "TarotReplayResponse",
    "TarotSealedApplyResponse",
    "TarotSealedApplyResponseInterpretation",
    "TarotSealedChainRequest",
    "TarotSealedChainResponse",
    "TarotSealedDealResponse",
    "TarotSealedLegalMovesRequest",
    "TarotSealedMoveRequest",
    "TarotSealedNextDealRequest",
    "TarotSealedReplayRequest",
    "TarotSealedReplayResponse",
    "TarotSealedStateRequest",
    "TarotSealedSuggestRequest",
    "TarotSealedSuggestRequestLevel",
    "TarotSealedVerdict",
    "TarotSealedVerdictInterpretation",
    "TarotSealedViewRequest",
    "TarotSeatView",
    "TarotSequence",
    "TarotSequenceKind",
    "TarotState",
    "TarotStateInput",
    "TarotStateInputOptions",
    "TarotStateInputPhase",
    "TarotStateOptions",
    "TarotStatePhase",
    "TarotStateRequest",
    "TarotSuggestRequest",
    "TarotSuggestRequestLevel",
    "TarotSuggestResponse",
    "TarotSuggestResponseInterpretation",
    "TarotSuggestResponseLevel",
    "TarotTrickWonEvent",
    "TarotValidateResponse",
    "TarotValidateResponseInterpretation",
    "TarotVerdict",
    "TarotVerdictInterpretation",
    "TarotView",
    "TarotViewOptions",
    "TarotViewPhase",
    "TarotViewRequest",
    "TarotViewResponse",
    "Violation",
)
