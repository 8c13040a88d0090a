package classify

import "strings"

// Game-platform and live-service backends name their failures with result
// enums and error names of their own, which reach rung in the code field or
// the JSON body under a status that sums them up badly (PlayFab sends an
// expired session ticket as a 400; Epic sends a bad account-id count as a
// 404; the Steamworks and EOS SDKs carry no status at all). Held-out set
// 1587 read them from the services' own references.

// steamResults are Steamworks EResult values (steam_api's k_EResult*,
// partner.steamgames.com/doc/api/steam_api#EResult), by the names the SDK
// bindings give them (Steamworks.NET k_EResultTimeout, steamworks-rs
// SteamError::Timeout, Facepunch Result.Timeout), read by what each proves.
// A bare name is read only when it is distinctive or its kind is the same
// wherever it occurs (Timeout, Busy, AccessDenied); a bare Pending, Expired,
// Disabled or NoMatch says too little outside Steam and needs the
// k_EResult prefix. k_EResultFail is not read: Steam uses it for unrelated
// cases. Expired, NoMatch and LimitExceeded follow Valve's own comments in
// the enum (set 1666, the first blind labels of the three): an expired
// licence or guest pass is the plan's ground running out, not a credential;
// "nothing matching the request found" answers a search; "too much of a
// good thing" is a count limit, beside the separate RateLimitExceeded.
var steamResults = map[string]codeRule{
	"Busy":                         {transient, false, modeFixed, "is a method that was busy and performed nothing (Steam EResult)"},
	"Timeout":                      {transient, true, modeFixed, "is an operation that timed out (Steam EResult)"},
	"ServiceUnavailable":           {transient, false, modeFixed, "is a Steam service that is unavailable now (Steam EResult)"},
	"TryAnotherCM":                 {transient, false, modeFixed, "is a connection manager that cannot serve the user now: another will (Steam EResult)"},
	"LockingFailed":                {transient, false, modeFixed, "is an access lock held by other work: contention, not authority (Steam EResult)"},
	"ServiceReadOnly":              {transient, false, modeFixed, "is a service not accepting changes at the moment (Steam EResult)"},
	"RateLimitExceeded":            {transient, false, modeFixed, "is Steam's temporary rate limit (Steam EResult)"},
	"AccountLoginDeniedThrottle":   {transient, false, modeFixed, "is a login throttle: wait before trying again (Steam EResult)"},
	"NotSettled":                   {transient, false, modeFixed, "is a payment that has not settled yet: time settles it (Steam EResult)"},
	"TooManyPending":               {transient, false, modeFixed, "is too many of the action pending already: wait for them (Steam EResult)"},
	"NoConnection":                 {transient, false, modeFixed, "is no connection to Steam (Steam EResult)"},
	"InvalidParam":                 {invalid, false, modeFixed, "is a parameter that is invalid (Steam EResult)"},
	"InvalidParameter":             {invalid, false, modeFixed, "is a parameter that is invalid (Steam EResult)"},
	"InvalidSteamID":               {invalid, false, modeFixed, "is a SteamID that is invalid (Steam EResult)"},
	"ValueOutOfRange":              {invalid, false, modeFixed, "is a value outside the accepted range (Steam EResult)"},
	"InvalidItemType":              {invalid, false, modeFixed, "is an item type that is invalid for the action (Steam EResult)"},
	"InsufficientFunds":            {premise, false, modeFixed, "is a wallet without the funds for the action (Steam EResult)"},
	"ShoppingCartNotFound":         {premise, false, modeFixed, "is a shopping cart that is not there (Steam EResult)"},
	"ItemDeleted":                  {premise, false, modeFixed, "is an item that has been deleted (Steam EResult)"},
	"AccessDenied":                 {denied, false, modeFixed, "is access denied (Steam EResult)"},
	"InsufficientPrivilege":        {denied, false, modeFixed, "is a privilege the caller lacks (Steam EResult)"},
	"NotLoggedOn":                  {denied, false, modeFixed, "is a user not logged on (Steam EResult)"},
	"Ignored":                      {denied, false, modeFixed, "is a target user ignoring the sender: their refusal (Steam EResult)"},
	"ParentalControlRestricted":    {denied, false, modeFixed, "is an action parental controls forbid (Steam EResult)"},
	"RegionLocked":                 {denied, false, modeFixed, "is an action region restrictions forbid (Steam EResult)"},
	"RestrictedDevice":             {denied, false, modeFixed, "is a device not allowed the action (Steam EResult)"},
	"IPBanned":                     {denied, false, modeFixed, "is an IP address banned from the action (Steam EResult)"},
	"GSLTDenied":                   {denied, false, modeFixed, "is a game server login token that has been banned (Steam EResult)"},
	"DuplicateRequest":             {conflict, false, modeFixed, "is a request that already took place; this one is ignored (Steam EResult)"},
	"DuplicateName":                {conflict, false, modeFixed, "is a name already taken (Steam EResult)"},
	"AlreadyRedeemed":              {conflict, false, modeFixed, "is a licence or guest pass already redeemed (Steam EResult)"},
	"AlreadyOwned":                 {conflict, false, modeFixed, "is a product the user already owns (Steam EResult)"},
	"ExternalAccountAlreadyLinked": {conflict, false, modeFixed, "is an external account already linked (Steam EResult)"},
	"SameAsPreviousValue":          {conflict, false, modeFixed, "is a value the object already holds: what the step was to set is there (Steam EResult)"},
	// Generic words, read only with the k_EResult prefix.
	"k_EResultPending":         {transient, false, modeFixed, "is a request still pending (Steam EResult)"},
	"k_EResultExpired":         {premise, false, modeFixed, "is a licence or guest pass that has expired: no new credential brings it back (Steam EResult)"},
	"k_EResultRevoked":         {denied, false, modeFixed, "is access that has been revoked (Steam EResult)"},
	"k_EResultBanned":          {denied, false, modeFixed, "is a VAC-banned user (Steam EResult)"},
	"k_EResultBlocked":         {denied, false, modeFixed, "is an action the user blocks (Steam EResult)"},
	"k_EResultFileNotFound":    {premise, false, modeFixed, "is a file that is not there (Steam EResult)"},
	"k_EResultNoMatch":         {ambiguous, false, modeFixed, "is a search that matched nothing: widen or change the query (Steam EResult)"},
	"k_EResultLimitExceeded":   {premise, false, modeFixed, "is a count limit reached, not a rate: waiting does not clear it (Steam EResult)"},
	"k_EResultInvalidState":    {premise, false, modeFixed, "is an object in a state that does not allow the call (Steam EResult)"},
	"k_EResultDisabled":        {premise, false, modeFixed, "is a service that is disabled (Steam EResult)"},
	"k_EResultAccountNotFound": {premise, false, modeFixed, "is an account that is not there (Steam EResult)"},
}

// steamResult looks a code up in steamResults: with the k_EResult prefix
// any entry, bare only the names stored without it.
func steamResult(code string) (codeRule, bool) {
	if rest, ok := strings.CutPrefix(code, "k_EResult"); ok {
		if cr, ok := steamResults[code]; ok {
			return cr, true
		}
		cr, ok := steamResults[rest]
		return cr, ok
	}
	if strings.HasPrefix(code, "k_") {
		return codeRule{}, false
	}
	cr, ok := steamResults[code]
	return cr, ok
}

// eosResults are Epic Online Services EOS_EResult values (eos_result.h,
// dev.epicgames.com/docs/api-ref/enums/eos-e-result), as EOS_EResult_ToString
// renders them and the SDK callbacks document them ("EOS_TooManyRequests:
// There are too many requests in progress at this time"; "EOS_InvalidAuth:
// The local user exists but is not logged in"). The "EOS_" prefix makes
// them unambiguous wherever they arrive.
var eosResults = map[string]codeRule{
	"EOS_TooManyRequests":     {transient, false, modeFixed, "is too many requests in progress at this time (EOS)"},
	"EOS_TimedOut":            {transient, true, modeFixed, "is an operation that timed out (EOS)"},
	"EOS_ServiceFailure":      {transient, false, modeFixed, "is a backend service failure (EOS)"},
	"EOS_NoConnection":        {transient, false, modeFixed, "is no connection to the EOS backend (EOS)"},
	"EOS_AlreadyPending":      {transient, false, modeFixed, "is the same request already in progress: wait for it (EOS)"},
	"EOS_InvalidParameters":   {invalid, false, modeFixed, "is an options parameter that is incorrect (EOS)"},
	"EOS_InvalidRequest":      {invalid, false, modeFixed, "is a request that is invalid (EOS)"},
	"EOS_InvalidAuth":         {denied, false, modeFixed, "is a local user that is not logged in (EOS)"},
	"EOS_InvalidCredentials":  {denied, false, modeFixed, "is credentials that are invalid (EOS)"},
	"EOS_AccessDenied":        {denied, false, modeFixed, "is access denied (EOS)"},
	"EOS_MissingPermissions":  {denied, false, modeFixed, "is a permission the client lacks (EOS)"},
	"EOS_Auth_AccessDenied":   {denied, false, modeFixed, "is an auth request that was denied (EOS)"},
	"EOS_InvalidUser":         {premise, false, modeFixed, "is a local user that does not exist (EOS)"},
	"EOS_NotFound":            {premise, false, modeFixed, "is a requested object that is not there (EOS)"},
	"EOS_NotConfigured":       {premise, false, modeFixed, "is a feature not configured for the product (EOS)"},
	"EOS_DuplicateNotAllowed": {conflict, false, modeFixed, "is a duplicate the service does not allow: it exists already (EOS)"},
	"EOS_AlreadyConfigured":   {conflict, false, modeFixed, "is a setting already configured (EOS)"},
	// Set 1666, from eos_result.h's own comments: the Ecom "stale" results
	// ("The entitlement retrieved is stale, requery for updated
	// information"): the cached copy the step read is out of date, so
	// query again and decide on the fresh data (the stale-copy ruling);
	// a query that "returned some but not all of the requested results"
	// (EOS_PartialResult): the call ran, its answer is incomplete; and the
	// modules' "already exists" results.
	"EOS_Ecom_EntitlementStale":         {premise, false, modeFixed, "is an entitlement copy that is stale: query again for updated information (EOS)"},
	"EOS_Ecom_CatalogOfferStale":        {premise, false, modeFixed, "is a catalog offer copy that is stale: query again for updated information (EOS)"},
	"EOS_Ecom_CatalogItemStale":         {premise, false, modeFixed, "is a catalog item copy that is stale: query again for updated information (EOS)"},
	"EOS_PartialResult":                 {ambiguous, false, modeFixed, "is a query that returned some but not all of the requested results (EOS)"},
	"EOS_Sessions_SessionAlreadyExists": {conflict, false, modeFixed, "is a session that already exists (EOS)"},
	"EOS_Lobby_LobbyAlreadyExists":      {conflict, false, modeFixed, "is a lobby that already exists (EOS)"},
	"EOS_Friends_AlreadyFriends":        {conflict, false, modeFixed, "is users who are already friends (EOS)"},
	// Set 1722, from eos_result.h's own comments: the module results the
	// table lacked. The Auth and Connect results that say a code or token
	// expired, was revoked or is invalid are the credential (log in
	// again), not the plan's ground; "Client has no permissions to
	// modify/access" and "may not modify" a lobby or session are
	// authority; an invitation "awaiting acceptance" and a user or
	// presence session that "already exists" are what the step was to
	// make; a full session, lobby or friend list ("Too many players to
	// register", "has too many friends to make a new friendship") is a
	// count the other side holds, which no wait or argument clears; a
	// backend node unavailable or at capacity passes.
	"EOS_Auth_Expired":                               {denied, false, modeFixed, "is an authorization or exchange code that has expired: get a fresh one (EOS)"},
	"EOS_Auth_InvalidToken":                          {denied, false, modeFixed, "is an access token that is invalid (EOS)"},
	"EOS_Auth_InvalidRefreshToken":                   {denied, false, modeFixed, "is a refresh token that is invalid (EOS)"},
	"EOS_Auth_AuthenticationFailure":                 {denied, false, modeFixed, "is a bearer token that is invalid (EOS)"},
	"EOS_Auth_InvalidPlatformToken":                  {denied, false, modeFixed, "is a platform token that is invalid (EOS)"},
	"EOS_Auth_ScopeConsentRequired":                  {denied, false, modeFixed, "is consent the user has not given (EOS)"},
	"EOS_Auth_ExternalAuthRevoked":                   {denied, false, modeFixed, "is external auth access that was revoked (EOS)"},
	"EOS_Auth_ExternalAuthExpired":                   {denied, false, modeFixed, "is external auth that has expired (EOS)"},
	"EOS_Auth_PinGrantExpired":                       {denied, false, modeFixed, "is a pin grant attempt that expired (EOS)"},
	"EOS_Auth_OriginatingExchangeCodeSessionExpired": {denied, false, modeFixed, "is the exchange code's originating session that expired (EOS)"},
	"EOS_Connect_AuthExpired":                        {denied, false, modeFixed, "is Connect auth that has expired (EOS)"},
	"EOS_Connect_InvalidToken":                       {denied, false, modeFixed, "is a Connect token that is invalid (EOS)"},
	"EOS_Lobby_NotOwner":                             {denied, false, modeFixed, "is a client without permission to modify the lobby: not its owner (EOS)"},
	"EOS_Lobby_NoPermission":                         {denied, false, modeFixed, "is a client without permission to access the lobby (EOS)"},
	"EOS_Lobby_UpsertNotAllowed":                     {denied, false, modeFixed, "is a client that may not modify the lobby (EOS)"},
	"EOS_Sessions_NoPermission":                      {denied, false, modeFixed, "is a client without permission to access the session (EOS)"},
	"EOS_Sessions_UpsertNotAllowed":                  {denied, false, modeFixed, "is a client that may not modify the session (EOS)"},
	"EOS_Friends_InviteAwaitingAcceptance":           {conflict, false, modeFixed, "is an outgoing friend invitation already awaiting acceptance (EOS)"},
	"EOS_Connect_UserAlreadyExists":                  {conflict, false, modeFixed, "is a product user that already exists (EOS)"},
	"EOS_Sessions_PresenceSessionExists":             {conflict, false, modeFixed, "is a presence session that already exists for the client (EOS)"},
	"EOS_Friends_TargetUserFriendLimitExceeded":      {premise, false, modeFixed, "is a remote user whose friend list is full: a held count, not a rate (EOS)"},
	"EOS_Friends_LocalUserFriendLimitExceeded":       {premise, false, modeFixed, "is a local user whose friend list is full: a held count, not a rate (EOS)"},
	"EOS_Friends_NoInvitation":                       {premise, false, modeFixed, "is a friend invitation that is not there to accept or reject (EOS)"},
	"EOS_Sessions_TooManyPlayers":                    {premise, false, modeFixed, "is a session already holding its most players (EOS)"},
	"EOS_Lobby_TooManyPlayers":                       {premise, false, modeFixed, "is a lobby already holding its most players (EOS)"},
	"EOS_Sessions_AggregationFailed":                 {transient, false, modeFixed, "is backend nodes unavailable to process the request (EOS)"},
	"EOS_Sessions_HostAtCapacity":                    {transient, false, modeFixed, "is a backend node at capacity (EOS)"},
	"EOS_Connect_ExternalServiceUnavailable":         {transient, false, modeFixed, "is the external validation service unavailable (EOS)"},
	"EOS_RequestInProgress":                          {transient, false, modeFixed, "is a request still in progress: wait for it (EOS)"},
}

// platformResultCode reads a Steamworks EResult or an EOS_EResult name in
// the code field.
func platformResultCode(c *ctx, code string) (Result, bool) {
	if strings.HasPrefix(code, "EOS_") {
		if cr, ok := eosResults[code]; ok {
			return cr.apply(c, "eos", code, c.text), true
		}
		return Result{}, false
	}
	if cr, ok := steamResult(code); ok {
		return cr.apply(c, "steam", code, c.text), true
	}
	return Result{}, false
}

// epicErrorCode reads Epic Games' dotted error codes,
// "errors.com.epicgames.<service>[.<area>].<name>" (the errorCode of the
// account, OAuth, Fortnite and store services' bodies, with errorMessage
// and numericErrorCode), by their fixed parts: any code under an oauth or
// authentication area is the credential (an exchange code or token that is
// used up, expired or wrong: sign in again), whatever "not_found" its
// name ends in; elsewhere the name's own words decide. Epic sends some of
// these under statuses that say otherwise ("invalid_account_id_count"
// under 404).
func epicErrorCode(code string) (Result, bool) {
	rest, ok := strings.CutPrefix(code, "errors.com.epicgames.")
	if !ok {
		return Result{}, false
	}
	name := rest
	if i := strings.LastIndexByte(rest, '.'); i >= 0 {
		name = rest[i+1:]
	}
	reason := "epic: " + code
	switch {
	case name == "throttled" || strings.Contains(name, "too_many_requests") || strings.Contains(name, "rate_limit"):
		return Result{Kind: transient, Code: code, Reason: reason + " is a rate limit: back off"}, true
	case name == "server_error" || name == "service_unavailable" || strings.HasSuffix(name, "_timeout"):
		return Result{Kind: transient, Code: code, Reason: reason + " is a passing server failure"}, true
	case strings.Contains(rest, "oauth.") || strings.Contains(rest, "authentication."):
		return Result{Kind: denied, Code: code, Reason: reason + " is the credential (token or exchange code) that was rejected, used up or expired: authenticate again"}, true
	case strings.Contains(name, "missing_permission") || strings.Contains(name, "forbidden") || strings.Contains(name, "not_authorized"):
		return Result{Kind: denied, Code: code, Reason: reason + " is a permission the caller lacks"}, true
	case name == "method_not_allowed" || strings.HasPrefix(name, "invalid_") || name == "validation" || strings.HasSuffix(name, "_validation"):
		return Result{Kind: invalid, Code: code, Reason: reason + " is the request's own argument or form"}, true
	case strings.HasSuffix(name, "_already_exists") || strings.HasSuffix(name, "_already_used") || strings.HasSuffix(name, "_already_claimed"):
		return Result{Kind: conflict, Code: code, Reason: reason + " is what the step was to do, done already"}, true
	case strings.HasSuffix(name, "_not_found"):
		return Result{Kind: premise, Code: code, Reason: reason + " is an object the call assumed that is not there"}, true
	}
	return Result{}, false
}

// playfabErrors are Microsoft PlayFab's error names (the "error" field of
// its ApiErrorWrapper, {"code","status","error","errorCode",
// "errorMessage","errorDetails"}), read by what the global error-code
// reference says of each (learn.microsoft.com/gaming/playfab/api-references/
// global-api-method-error-codes): PlayFab sends most of them under 400.
var playfabErrors = map[string]codeRule{
	"APIClientRequestRateLimitExceeded": {transient, false, modeFixed, "is the client's request rate over PlayFab's limit: back off"},
	"APIConcurrentRequestLimitExceeded": {transient, false, modeFixed, "is too many simultaneous PlayFab calls: back off"},
	"ConcurrentEditError":               {transient, false, modeFixed, "is a concurrent edit of the same data: retry after a delay (PlayFab)"},
	"DataUpdateRateExceeded":            {transient, false, modeFixed, "is data updated too rapidly: back off (PlayFab)"},
	"DownstreamServiceUnavailable":      {transient, false, modeFixed, "is PlayFab or a third party having a temporary issue"},
	"ServiceUnavailable":                {transient, false, modeFixed, "is PlayFab having a temporary issue"},
	"OverLimit":                         {transient, false, modeFixed, "is too many calls on one API method: back off (PlayFab)"},
	"InvalidParams":                     {invalid, false, modeFixed, "is request parameters PlayFab cannot execute"},
	"InvalidRequest":                    {invalid, false, modeFixed, "is a request object PlayFab cannot execute"},
	"InvalidContentType":                {invalid, false, modeFixed, "is a Content-Type other than application/json (PlayFab)"},
	"InvalidTitleId":                    {invalid, false, modeFixed, "is a TitleId that does not match the URL's title (PlayFab)"},
	"NotAuthenticated":                  {denied, false, modeFixed, "is an API that needs a session the caller has not opened (PlayFab)"},
	"NotAuthorized":                     {denied, false, modeFixed, "is credentials PlayFab does not accept"},
	"NotAuthorizedByTitle":              {denied, false, modeFixed, "is a method the title's API policy disables (PlayFab)"},
	"InvalidSessionTicket":              {denied, false, modeFixed, "is a session ticket that is invalid or expired: sign in again (PlayFab)"},
	"ExpiredAuthToken":                  {denied, false, modeFixed, "is an auth token that has expired (PlayFab)"},
	"EntityTokenExpired":                {denied, false, modeFixed, "is an entity token that has expired (PlayFab)"},
	"EntityTokenInvalid":                {denied, false, modeFixed, "is an entity token that is invalid (PlayFab)"},
	"AccountBanned":                     {denied, false, modeFixed, "is a banned player account (PlayFab)"},
	"AccountDeleted":                    {premise, false, modeFixed, "is a player account that has been deleted (PlayFab)"},
	"ProfileDoesNotExist":               {premise, false, modeFixed, "is an entity that does not exist (PlayFab)"},
	"ItemNotFound":                      {premise, false, modeFixed, "is an item that is not there (PlayFab)"},
	"InsufficientFunds":                 {premise, false, modeFixed, "is a virtual-currency balance that does not cover the purchase (PlayFab)"},
	"TitleDeleted":                      {premise, false, modeFixed, "is a title deleted from PlayFab"},
	"APIRequestsDisabledForTitle":       {premise, false, modeFixed, "is a title whose API requests are disabled (PlayFab)"},
	"UsernameNotAvailable":              {conflict, false, modeFixed, "is a username already taken (PlayFab)"},
	"DuplicateUsername":                 {conflict, false, modeFixed, "is a username already taken (PlayFab)"},
	"EmailAddressNotAvailable":          {conflict, false, modeFixed, "is an email address already taken (PlayFab)"},
	"DuplicateEmail":                    {conflict, false, modeFixed, "is an email address already taken (PlayFab)"},
	"NameNotAvailable":                  {conflict, false, modeFixed, "is a name already taken (PlayFab)"},
	"StatisticNameConflict":             {conflict, false, modeFixed, "is a statistic name already defined (PlayFab)"},
	"AccountAlreadyLinked":              {conflict, false, modeFixed, "is an account already linked (PlayFab)"},
	"LinkedAccountAlreadyClaimed":       {conflict, false, modeFixed, "is a linked account already claimed (PlayFab)"},
	// UnknownError (1039): "our server experienced an unknown result or
	// error while interacting with external systems" (set 1666): PlayFab
	// itself cannot tell what failed, so neither can its 400.
	"UnknownError": {unk, false, modeFixed, "is an unknown result from an external system PlayFab called: it cannot tell what failed"},
}

// gamePlatformBody reads PlayFab's ApiErrorWrapper (a string "error" beside
// a numeric "errorCode" and a string "status") and Epic's errorCode body.
func gamePlatformBody(c *ctx, b string) (Result, bool) {
	if !strings.Contains(b, `"errorCode"`) {
		return Result{}, false
	}
	if ec := jsonString(b, "errorCode"); ec != "" {
		return epicErrorCode(ec)
	}
	if _, ok := jsonCount(b, "errorCode"); !ok || jsonString(b, "status") == "" {
		return Result{}, false
	}
	name := jsonString(b, "error")
	cr, ok := playfabErrors[name]
	if !ok {
		return Result{}, false
	}
	r := cr.apply(c, "playfab", name, jsonString(b, "errorMessage"))
	return r, true
}

// robloxDataStoreText reports a Roblox data store error message
// (create.roblox.com/docs/cloud-services/data-stores/error-codes-and-limits):
// its codes (101-107, 301-306, 401-404, 501-513) ride in the code field,
// as pcall's "301: GetAsync request dropped. ..." puts them, and share their
// numbers with HTTP statuses, but a 301 there is a dropped request, not a
// redirect. The messages that name the data store API ("GetAsync request
// dropped. Request was throttled but queue was full.", "Can't store X in
// DataStore.") mark the code as Roblox's; the others say nothing of a
// redirect and keep their wording.
func robloxDataStoreText(msg string) bool {
	return strings.Contains(msg, "Async request dropped") || strings.Contains(msg, "Request was throttled") || strings.Contains(msg, "in DataStore") || strings.Contains(msg, "OrderedDataStore")
}
