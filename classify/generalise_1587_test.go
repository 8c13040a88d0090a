package classify

import "testing"

// First run at f7210e4a: 19/36 overall, 1/13 tricky.
// Tolerated: i1587-nakama-hook-disabled: premise vs denied (one-off): Nakama answers an API its runtime hook disabled with the same NotFound "Requested resource was not found." a missing object gets; no marker in the text tells the two apart.
// Tolerated: i1587-nakama-storage-version: unknown vs premise (one-off for now): "Storage write rejected - version check failed." is the stale-copy ruling's case, but the stale-version word tables (roomwords.go staleVersionWords) are read only under a 409 and this Go error carries no status; widening them to statusless text was not checked against the earlier sets in the time this set had.
func TestIndependentCases1587(t *testing.T) {
	runIndependent(t, "testdata/independent1587.jsonl", true, "i1587-nakama-hook-disabled", "i1587-nakama-storage-version")
}

// TestGeneralise1587SteamEResult: Steamworks EResult names (steam_api's
// k_EResult*, by the names the bindings give them: Steamworks.NET's
// k_EResultTimeout, steamworks-rs's SteamError variants) are read by what
// Valve's EResult reference says each proves, in the code field under no
// protocol: a duplicate request already happened (conflict), a lock or a
// read-only service passes (transient), an ignoring user or parental
// controls refuse (denied). A generic bare name (Pending, Expired) is read
// only with the prefix; an unknown k_ name and another vendor's codes keep
// their readings.
func TestGeneralise1587SteamEResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"prefixed timeout", "", 0, "k_EResultTimeout", "The operation timed out", transient},
		{"prefixed busy", "", 0, "k_EResultBusy", "busy", transient},
		{"try another cm", "", 0, "TryAnotherCM", "CM cannot service user", transient},
		{"prefixed duplicate", "", 0, "k_EResultDuplicateRequest", "request is a duplicate", conflict},
		{"already owned", "", 0, "AlreadyOwned", "all games requested already owned", conflict},
		{"prefixed access denied", "", 0, "k_EResultAccessDenied", "", denied},
		{"region locked", "", 0, "RegionLocked", "region restrictions prevented action", denied},
		{"prefixed invalid param", "", 0, "k_EResultInvalidParam", "", invalid},
		{"cart not found", "", 0, "ShoppingCartNotFound", "failed to find the requested shopping cart", premise},
		{"prefixed pending", "", 0, "k_EResultPending", "request is pending", transient},
		{"prefixed file not found", "", 0, "k_EResultFileNotFound", "a file was not found", premise},
		{"near miss: bare Expired is not Steam's", "", 0, "Expired", "The offer has expired", premise},
		{"near miss: unknown k_ name", "", 0, "k_EResultFail", "a generic failure from the steamworks API", unk},
		{"near miss: aws throttling", "", 0, "ThrottlingException", "Rate exceeded", transient},
	})
}

// TestGeneralise1587EOSResult: Epic Online Services EOS_EResult names, as
// EOS_EResult_ToString renders them and the SDK headers document them
// ("EOS_TooManyRequests: There are too many requests in progress at this
// time"; "EOS_InvalidAuth: The local user exists but is not logged in"):
// the EOS_ prefix makes them unambiguous; the words "Invalid" or
// "NotFound" inside the name do not decide.
func TestGeneralise1587EOSResult(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"too many requests", "", 0, "EOS_TooManyRequests", "EOS_TooManyRequests", transient},
		{"timed out", "", 0, "EOS_TimedOut", "EOS_TimedOut", transient},
		{"already pending", "", 0, "EOS_AlreadyPending", "EOS_AlreadyPending", transient},
		{"invalid auth", "", 0, "EOS_InvalidAuth", "EOS_InvalidAuth", denied},
		{"missing permissions", "", 0, "EOS_MissingPermissions", "EOS_MissingPermissions", denied},
		{"invalid parameters", "", 0, "EOS_InvalidParameters", "EOS_InvalidParameters", invalid},
		{"invalid user", "", 0, "EOS_InvalidUser", "EOS_InvalidUser", premise},
		{"duplicate not allowed", "", 0, "EOS_DuplicateNotAllowed", "EOS_DuplicateNotAllowed", conflict},
	})
}

// TestGeneralise1587EpicErrorCode: Epic Games' dotted errorCode
// ("errors.com.epicgames.<service>[.<area>].<name>", with errorMessage and
// numericErrorCode) is read by its fixed parts over the status Epic sends
// it under: anything in an oauth or authentication area is the credential
// (an exchange code that is used up is "not_found" there), invalid_* is the
// request's argument even under 404, server_error and throttled are waits.
func TestGeneralise1587EpicErrorCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"invalid token body", "http", 401, "", `{"errorCode":"errors.com.epicgames.common.oauth.invalid_token","errorMessage":"Malformed auth token","numericErrorCode":1014,"originatingService":"com.epicgames.account.public","intent":"prod"}`, denied},
		{"token verification failed", "http", 401, "", `{"errorCode":"errors.com.epicgames.common.authentication.token_verification_failed","errorMessage":"Authentication failed for /account/api/public/account","numericErrorCode":1032}`, denied},
		{"exchange code in code field", "", 0, "errors.com.epicgames.account.oauth.exchange_code_not_found", "Sorry the exchange code you supplied was not found. It is possible that it was no longer valid", denied},
		{"id count under 404", "http", 404, "", `{"errorCode":"errors.com.epicgames.account.invalid_account_id_count","errorMessage":"Sorry, the number of account id should be at least one and not more than 100."}`, invalid},
		{"throttled", "http", 429, "", `{"errorCode":"errors.com.epicgames.common.throttled","errorMessage":"Operation access is limited by throttling policy, please try again in 12 second(s).","numericErrorCode":1041}`, transient},
		{"account not found", "http", 404, "", `{"errorCode":"errors.com.epicgames.account.account_not_found","errorMessage":"Sorry, we couldn't find an account for abc","numericErrorCode":18007}`, premise},
		{"near miss: another service's dotted code", "http", 404, "", `{"errorCode":"errors.com.example.account.invalid_account_id_count","errorMessage":"no such account"}`, premise},
	})
}

// TestGeneralise1587PlayFabError: PlayFab's ApiErrorWrapper names its error
// in "error" beside a numeric "errorCode" and a string "status"; PlayFab
// sends most under 400, so the name decides by the global error-code
// reference: a session ticket or entity token is the credential, a missing
// profile or item the plan's premise, a taken name a conflict, the rate
// codes waits. Another envelope with a string "error" and no numeric
// errorCode keeps the status's reading.
func TestGeneralise1587PlayFabError(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"entity token expired", "http", 401, "", `{"code":401,"status":"Unauthorized","error":"EntityTokenExpired","errorCode":1336,"errorMessage":"Entity token expired"}`, denied},
		{"item not found", "http", 400, "", `{"code":400,"status":"BadRequest","error":"ItemNotFound","errorCode":1040,"errorMessage":"Item not found"}`, premise},
		{"insufficient funds", "http", 400, "", `{"code":400,"status":"BadRequest","error":"InsufficientFunds","errorCode":1059,"errorMessage":"Insufficient funds"}`, premise},
		{"username taken", "http", 400, "", `{"code":400,"status":"BadRequest","error":"UsernameNotAvailable","errorCode":1009,"errorMessage":"Username not available"}`, conflict},
		{"data update rate", "http", 400, "", `{"code":400,"status":"BadRequest","error":"DataUpdateRateExceeded","errorCode":1287,"errorMessage":"Data update rate exceeded"}`, transient},
		{"not authorized by title", "http", 403, "", `{"code":403,"status":"Forbidden","error":"NotAuthorizedByTitle","errorCode":1191,"errorMessage":"Not authorized by title"}`, denied},
		{"near miss: invalid params stays invalid", "http", 400, "", `{"code":400,"status":"BadRequest","error":"InvalidParams","errorCode":1000,"errorMessage":"Invalid input parameters"}`, invalid},
		{"near miss: string error without errorCode", "http", 400, "", `{"status":"BadRequest","error":"InvalidSessionTicket"}`, invalid},
	})
}

// TestGeneralise1587RobloxDataStoreCode: Roblox data store error codes ride
// in the code field and share their numbers with HTTP statuses (301
// GetAsyncThrottle, 302 SetAsyncThrottle; create.roblox.com error-codes-
// and-limits): a message that names the data store API is Roblox's, so the
// number is not a redirect and the words decide. A bare 301 with a
// redirect's words keeps the status reading.
func TestGeneralise1587RobloxDataStoreCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"getasync throttle", "", 0, "301", "GetAsync request dropped. Request was throttled but queue was full.", transient},
		{"incrementasync throttle", "", 0, "303", "IncrementAsync request dropped. Request was throttled but queue was full.", transient},
		{"getsorted throttle", "", 0, "305", "GetSorted request dropped. Request was throttled but queue was full.", transient},
		{"near miss: moved permanently", "", 0, "301", "Moved Permanently", invalid},
	})
}
