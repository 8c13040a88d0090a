package classify

import "testing"

// First run at 847e05b1: 27/36 overall, 9/17 tricky.
func TestIndependentCases1666(t *testing.T) {
	runIndependent(t, "testdata/independent1666.jsonl", true)
}

func glErr(op, code, msg string) string {
	return "operation error GameLift: " + op + ", https response error StatusCode: 400, RequestID: 3e7d2b90-1a4c-4b8e-a5f2-0c9d6e1f7a42, " + code + ": " + msg
}

// TestGeneralise1666GameLiftFreeSlot: GameLift's exceptions for no free slot
// at the moment, which its API reference says "Clients can retry such
// requests immediately or after a waiting period" (GameSessionFullException
// on CreatePlayerSession(s), OutOfCapacityException on ClaimGameServer,
// FleetCapacityExceededException on CreateGameSession): transient under
// their 400 (aws.go awsCodes). Near misses: a game session that is no longer
// ACTIVE, an alias with a terminal routing strategy and a fleet in the wrong
// state stay premise; a bad parameter stays invalid.
func TestGeneralise1666GameLiftFreeSlot(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"session full", "aws", 400, "GameSessionFullException", glErr("CreatePlayerSession", "GameSessionFullException", "The game instance is currently full and cannot allow the requested player(s) to join. Clients can retry such requests immediately or after a waiting period."), transient},
		{"session full, batch", "aws", 400, "GameSessionFullException", glErr("CreatePlayerSessions", "GameSessionFullException", "Game session gsess-1234 is full."), transient},
		{"no game server to claim", "aws", 400, "OutOfCapacityException", glErr("ClaimGameServer", "OutOfCapacityException", "The specified game server group has no available game servers to fulfill a ClaimGameServer request. Clients can retry such requests immediately or after a waiting period."), transient},
		{"fleet capacity", "aws", 400, "FleetCapacityExceededException", glErr("CreateGameSession", "FleetCapacityExceededException", "The specified fleet has no available instances to fulfill a CreateGameSession request. Clients can retry such requests immediately or after a waiting period."), transient},
		{"near miss: session ended", "aws", 400, "InvalidGameSessionStatusException", glErr("CreatePlayerSession", "InvalidGameSessionStatusException", "The requested operation would cause a conflict with the current state of a resource associated with the request and/or the game instance. Resolve the conflict before retrying."), premise},
		{"near miss: terminal alias", "aws", 400, "TerminalRoutingStrategyException", glErr("CreateGameSession", "TerminalRoutingStrategyException", "This version of the game has been retired. Please update your client."), premise},
		{"near miss: fleet status", "aws", 400, "InvalidFleetStatusException", glErr("CreateGameSession", "InvalidFleetStatusException", "The requested operation would cause a conflict with the current state of a resource associated with the request and/or the fleet. Resolve the conflict before retrying."), premise},
		{"near miss: bad parameter", "aws", 400, "InvalidRequestException", glErr("CreateGameSession", "InvalidRequestException", "One or more parameter values in the request are invalid. Correct the invalid parameter values before retrying."), invalid},
	})
}

// TestGeneralise1666IdempotentExists: an IdempotentParameterMismatch whose
// message says the object the token names already exists (GameLift
// CreateGameSession: "A game session with this custom ID string already
// exists in this fleet", the IdempotencyToken being the session's custom
// ID) is conflict; the code's own case, a token reused with other
// parameters (EC2 RunInstances, ACM RequestCertificate), stays invalid
// (aws.go awsCodes, modeInvalid; the ECS row of the lead's ruling keeps it).
func TestGeneralise1666IdempotentExists(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"gamelift custom id exists", "aws", 400, "IdempotentParameterMismatchException", glErr("CreateGameSession", "IdempotentParameterMismatchException", "A game session with this custom ID string already exists in this fleet. Resolve this conflict before retrying this request."), conflict},
		{"gamelift custom id exists, bare code", "aws", 400, "IdempotentParameterMismatch", "IdempotentParameterMismatch: A game session with this custom ID string already exists in this fleet.", conflict},
		{"near miss: ec2 inconsistent arguments", "aws", 400, "IdempotentParameterMismatch", "operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: x, api error IdempotentParameterMismatch: Arguments on this idempotent request are inconsistent with arguments used in previous request(s).", invalid},
		{"near miss: acm token reused", "aws", 400, "IdempotentParameterMismatchException", "operation error ACM: RequestCertificate, https response error StatusCode: 400, RequestID: x, IdempotentParameterMismatchException: The token abc has been used with different parameters", invalid},
	})
}

// TestGeneralise1666ServiceLimitWording: GameLift's LimitExceededException
// text on its create calls, "The requested operation would cause the
// resource to exceed the allowed service limit. Resolve the issue before
// retrying.", is a held count (premise), as Global Accelerator's "would
// cause you to exceed" (codes.go modeLimit words). Near misses: a
// LimitExceededException that names a rate or running work stays transient.
func TestGeneralise1666ServiceLimitWording(t *testing.T) {
	const limit = "The requested operation would cause the resource to exceed the allowed service limit. Resolve the issue before retrying."
	runWordingCases(t, []wordingCase{
		{"create fleet", "aws", 400, "LimitExceededException", glErr("CreateFleet", "LimitExceededException", limit), premise},
		{"create alias", "aws", 400, "LimitExceededException", glErr("CreateAlias", "LimitExceededException", limit), premise},
		{"create matchmaking configuration", "aws", 400, "LimitExceededException", glErr("CreateMatchmakingConfiguration", "LimitExceededException", limit), premise},
		{"near miss: global accelerator (set 187)", "aws", 400, "LimitExceededException", "operation error Global Accelerator: CreateAccelerator, https response error StatusCode: 400, RequestID: x, LimitExceededException: Processing your request would cause you to exceed an AWS Global Accelerator limit.", premise},
		{"near miss: a rate", "aws", 400, "LimitExceededException", "operation error Lambda: Invoke, https response error StatusCode: 429, RequestID: x, LimitExceededException: Rate exceeded", transient},
	})
}

// TestGeneralise1666EOSResults: EOS_EResult values set 1587's table lacked,
// by eos_result.h's own comments (gameplatform.go eosResults): the Ecom
// "stale, requery for updated information" results are premise (the copy
// the step read is out of date: query again); EOS_PartialResult ("some but
// not all of the requested results") is ambiguous; the modules' "already
// exists" results are conflict. Near misses: a throttle stays transient, a
// missing object premise, bad parameters invalid.
func TestGeneralise1666EOSResults(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"entitlement stale", "", 0, "EOS_Ecom_EntitlementStale", "EOS_Ecom_EntitlementStale", premise},
		{"offer stale", "", 0, "EOS_Ecom_CatalogOfferStale", "EOS_Ecom_CatalogOfferStale", premise},
		{"item stale", "", 0, "EOS_Ecom_CatalogItemStale", "EOS_Ecom_CatalogItemStale", premise},
		{"partial result", "", 0, "EOS_PartialResult", "EOS_PartialResult", ambiguous},
		{"session exists", "", 0, "EOS_Sessions_SessionAlreadyExists", "EOS_Sessions_SessionAlreadyExists", conflict},
		{"lobby exists", "", 0, "EOS_Lobby_LobbyAlreadyExists", "EOS_Lobby_LobbyAlreadyExists", conflict},
		{"already friends", "", 0, "EOS_Friends_AlreadyFriends", "EOS_Friends_AlreadyFriends", conflict},
		{"near miss: throttled", "", 0, "EOS_TooManyRequests", "EOS_TooManyRequests", transient},
		{"near miss: not found", "", 0, "EOS_NotFound", "EOS_NotFound", premise},
		{"near miss: invalid parameters", "", 0, "EOS_InvalidParameters", "EOS_InvalidParameters", invalid},
	})
}

// TestGeneralise1666PlayFabUnknownError: PlayFab's UnknownError (1039),
// "our server experienced an unknown result or error while interacting with
// external systems" (global API method error codes), under its 400: PlayFab
// cannot tell what failed, so the verdict is unknown, not the 400's invalid
// (gameplatform.go playfabErrors). Near misses: InvalidParams stays invalid,
// ServiceUnavailable transient.
func TestGeneralise1666PlayFabUnknownError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"unknown error", "http", 400, "UnknownError", `{"code":400,"status":"BadRequest","error":"UnknownError","errorCode":1039,"errorMessage":"Our server experienced an unknown result or error while interacting with external systems."}`, unk},
		{"unknown error, other text", "http", 400, "", `{"code":400,"status":"BadRequest","error":"UnknownError","errorCode":1039,"errorMessage":"An unknown error occurred"}`, unk},
		{"near miss: invalid params", "http", 400, "InvalidParams", `{"code":400,"status":"BadRequest","error":"InvalidParams","errorCode":1000,"errorMessage":"Invalid input parameters"}`, invalid},
		{"near miss: service unavailable", "http", 503, "ServiceUnavailable", `{"code":503,"status":"ServiceUnavailable","error":"ServiceUnavailable","errorCode":1123,"errorMessage":"Indicates that PlayFab may be having a temporary issue"}`, transient},
	})
}
