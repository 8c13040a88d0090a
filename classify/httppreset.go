package classify

import (
	"encoding/json"
	"strconv"
	"strings"
)

// bodyShapes recognises response bodies that say what went wrong whatever
// the status: JSON-RPC errors and MCP tool results, Anthropic and OpenAI
// bodies, Slack's {"ok":false}, Kubernetes Status objects, GitHub errors,
// {"error":{...}} objects (OpenAI, Stripe, Google, OAuth), "status" fields
// (Google Maps), S3/AWS XML errors and empty search results.
func bodyShapes(c *ctx) (Result, bool) {
	if c.status >= 400 || c.status == 0 {
		if r, ok := fixedServiceCode(c); ok { // a code that says more than the status
			return r, true
		}
	}
	b := c.body
	if r, ok := gamePlatformBody(c, b); ok { // gameplatform.go (set 1587)
		return r, true
	}
	if c.status < 300 && c.code == "" {
		if r, ok := viesUnpublishedTrader(b); ok { // viesfault.go (set 1665)
			return r, true
		}
	}
	if r, ok := ebayEnvelope(b); ok { // ebaytrading.go (set 1555)
		return r, true
	}
	if r, ok := zuoraEnvelope(b); ok { // zuora.go (set 1560)
		return r, true
	}
	if r, ok := binanceEnvelope(b); ok { // binance.go (set 1583)
		return r, true
	}
	if r, ok := krakenErrors(b); ok { // kraken.go (set 1583)
		return r, true
	}
	// Finnhub's candle and quote endpoints answer a range with nothing in
	// it as {"s":"no_data"} under a 200 (Finnhub-API issues 23, 420; set
	// 1664): the call worked, the rows the step needs are not there.
	if strings.Contains(b, `"s":"no_data"`) && len(b) < 64 {
		return Result{Kind: ambiguous, Reason: `finnhub {"s":"no_data"}: the call worked but returned no rows for the range`}, true
	}
	if strings.Contains(b, `Transaction":{`) { // a v20 transaction object, before any scan
		if r, ok := oandaReason(b); ok { // oanda.go (set 1664)
			return r, true
		}
	}
	if r, ok := hueErrorArray(b); ok { // hue.go (set 1590)
		return r, true
	}
	if r, ok := hueMayNotHaveEffect(b); ok { // hue.go (set 1590)
		return r, true
	}
	if r, ok := tuyaEnvelope(b); ok { // tuya.go (set 1590)
		return r, true
	}
	// A transition to the state the object is in (statemachine.go, set
	// 1560): under any 4xx, ahead of the state words that read it premise.
	if c.status >= 400 && c.status < 500 {
		if r, ok := sameStateTransition(c.text); ok {
			r.Reason = "http " + itoa(c.status) + ", but the body says: " + r.Reason
			return r, true
		}
	}
	if r, ok := soapClientFault(c); ok { // soapfault.go (set 774)
		return r, true
	}
	// A model's tool call the server could not parse, under whatever
	// status or code (llm.go contractWords; set 99).
	if r, ok := modelOutputBroken(c, "body"); ok {
		return r, true
	}
	if r, ok := guardrailIntervened(b); ok { // guardrail.go (set 389)
		return r, true
	}
	// A Gemini block reason a relay forwards under a status of its own
	// choosing (one-api's {"error":{"message":"blocked: prompt:
	// BlockedReasonProhibitedContent ()","code":"do_request_failed"}}
	// under a 429 or a 5xx; set 1389): the status is the relay's, the
	// words are the model's refusal, read as the SDKs' (endreason.go
	// promptBlocked: only an enum value counts): ambiguous, and no wait
	// or retry of the same prompt changes it.
	if c.status >= 400 {
		if r, ok := promptBlocked(b); ok {
			r.Reason = "http " + itoa(c.status) + " carrying " + r.Reason
			return r, true
		}
	}
	if r, ok := webdriverError(c, c.text); ok { // webdriver.go (set 396)
		return r, true
	}
	if r, ok := googleapiText(c, b); ok {
		return r, true
	}
	if r, ok := googleJobState(c, b); ok { // jobstate.go
		return r, true
	}
	if r, ok := genaiText(c, b); ok { // clienttext.go
		return r, true
	}
	if r, ok := githubText(c, b); ok {
		return r, true
	}
	// go-gh's "HTTP 404: Not Found (https://api.github.com/...)" starts
	// like a status line, so the split above keeps only what follows the
	// status as the body and the URL that names GitHub is read without
	// its lead: read the whole message too, so that a gh rendering given
	// with its status decides by GitHub's rules as it does without one
	// (held-out set 576).
	if b != c.message {
		if r, ok := githubText(c, c.message); ok {
			return r, true
		}
	}
	if r, ok := sseBody(c, b); ok {
		return r, true
	}
	// kubectl's "Error from server (Reason): message" is the API server's
	// Status: under a 4xx its reason decides before the status read alone
	// (an AlreadyExists for an object still being deleted is a wait). A
	// 5xx's body is read by the status's own rules, which know more of
	// what an InternalError quotes.
	if c.status/100 == 4 {
		if r, ok := kubectlShape(c); ok {
			return r, true
		}
	}
	if r, ok := cloudflarePage(c); ok {
		return r, true
	}
	if r, ok := squidPage(c); ok {
		return r, true
	}
	if c.status == 202 && !recordErrors(b) {
		// Accepted, not done: GitHub's statistics "are being computed",
		// an asynchronous job that has not finished. Ask again later.
		return verdict(transient, "http 202 Accepted: the result is not ready yet; ask again")
	}
	if c.status/100 == 2 {
		if fe := c.header("X-Amz-Function-Error"); fe != "" {
			return lambdaFunctionError(b)
		}
		if et := jsonString(b, "errorType"); strings.HasPrefix(et, "Runtime.") && et != "Runtime.ExitError" && functionErrorBody(b) {
			// The Invoke payload without its X-Amz-Function-Error header
			// (set 1215): a Runtime.* errorType is Lambda's own report that
			// the runtime could not run the function (Runtime.OutOfMemory's
			// "signal: killed" included), read as the header's would be.
			// Runtime.ExitError is the function's own process exiting
			// (set 1105: unknown) and is left to the other readers.
			return lambdaFunctionError(b)
		}
		if r, ok := promTargetDown(b); ok { // promapi.go (set 1662)
			return r, true
		}
		if r, ok := mergeSyncStatus(b); ok { // hrstate.go (set 1695)
			return r, true
		}
		switch t := strings.TrimSpace(b); {
		case t == "" && c.header("Content-Length") == "0":
			return Result{Kind: ambiguous, Reason: "empty result: the body is empty"}, true
		case hasAny(t, `"statuses"`) && hasAny(t, `"results": []`, `"results":[]`) && hasAny(t, "crawl_not_found", "crawl_timeout", "crawl_livecrawl_timeout", "source_not_available"):
			// Exa's /contents reports a URL it could not fetch in the
			// statuses of a 200, not as the request's failure
			// (docs.exa.ai error-codes, "Content fetch status tags"; set
			// 1285): with no result beside it, the tag is the answer:
			// CRAWL_NOT_FOUND (404) the page is not there, CRAWL_TIMEOUT and
			// CRAWL_LIVECRAWL_TIMEOUT (408) the fetch ran out of time, and
			// SOURCE_NOT_AVAILABLE (403, "Access forbidden or source
			// unavailable: check if the source requires authentication or
			// is behind a paywall") the source refusing the read: denied,
			// as both blind sets that met it label it (652, 1518).
			if hasAny(t, "source_not_available") {
				return Result{Kind: denied, Reason: "a 200 whose only URL status is SOURCE_NOT_AVAILABLE (403): the source refuses the read (a login or a paywall)"}, true
			}
			if hasAny(t, "crawl_not_found") {
				return Result{Kind: premise, Reason: "a 200 whose only URL status is CRAWL_NOT_FOUND: the page is not there"}, true
			}
			return Result{Kind: transient, Reason: "a 200 whose only URL status is a crawl timeout: retry"}, true
		case strings.HasPrefix(t, "{") && hasAny(t, `"tag":"source_not_available"`, `"tag": "source_not_available"`) && !hasAny(t, `"results"`, `"statuses"`):
			// One Exa status entry as a client hands it on (set 652):
			// the same tag, the same reading.
			return Result{Kind: denied, Reason: "an Exa URL status SOURCE_NOT_AVAILABLE (403): the source refuses the read (a login or a paywall)"}, true
		case hasAny(t, `"unprocesseditems":{"`, `"unprocesseditems": {"`, `"unprocessedkeys":{"`, `"unprocessedkeys": {"`):
			// DynamoDB Batch*: the rest landed. Resending the batch would
			// write them twice; only the listed items are to be sent again,
			// which a person or the planner must pick out: ambiguous.
			return Result{Kind: ambiguous, Reason: "a partial success: some items were not processed (resend only UnprocessedItems)"}, true
		case strings.Contains(t, `"mergeable":null`) || strings.Contains(t, `"mergeable": null`):
			return Result{Kind: transient, Reason: "github: mergeability is still being computed: ask again"}, true
		case strings.Contains(t, `"encoding":"none"`) || strings.Contains(t, `"encoding": "none"`):
			return Result{Kind: ambiguous, Reason: "github: the file is too large for the contents API (no content returned)"}, true
		case strings.Contains(t, `"truncated":true`) || strings.Contains(t, `"truncated": true`):
			return Result{Kind: ambiguous, Reason: "the result is truncated"}, true
		case t == "[{}]" || strings.Contains(t, `:[{}]`) || strings.Contains(t, `: [{}]`):
			return Result{Kind: ambiguous, Reason: "empty result: [{}]"}, true
		case strings.HasPrefix(t, "[") && strings.Contains(t, `"readTime"`) && !strings.Contains(t, `"document"`):
			return Result{Kind: ambiguous, Reason: "empty result: the query returned no document"}, true
		case strings.HasPrefix(t, "{") && strings.Contains(t, `"nextPageToken"`) && !strings.Contains(t, "["):
			return Result{Kind: ambiguous, Reason: "empty page: only a page token"}, true
		case strings.Contains(t, "Set/>") && !strings.Contains(t, "<item>"):
			return Result{Kind: ambiguous, Reason: "empty result: an empty set"}, true
		case strings.HasPrefix(t, "{") && strings.Contains(t, `"text"`) && !anyNonEmpty(t, "text") && !strings.Contains(t, `"choices"`) && !strings.Contains(t, `"content"`):
			return Result{Kind: ambiguous, Reason: "empty result: the text is empty"}, true
		case hasAny(t, `"failedrecordcount":`, `"failedputcount":`) && !hasAny(t, `"failedrecordcount":0`, `"failedputcount":0`, `"failedrecordcount": 0`, `"failedputcount": 0`):
			// Kinesis PutRecords / Firehose PutRecordBatch: some records
			// failed, the others landed: resending all would repeat them.
			return Result{Kind: ambiguous, Reason: "a partial success: some records failed (resend only those with an ErrorCode)"}, true
		case pushTicketErr(t): // pushticket.go
			return pushTicketError(t)
		case pushReachedNone(t): // pushticket.go (set 1352)
			return Result{Kind: ambiguous, Reason: "a push send answered 2xx that reached no recipient (none of the targets is subscribed): nothing was sent"}, true
		case stillSyncing(t): // hrstate.go (set 1597)
			return Result{Kind: transient, Reason: "a 2xx whose item is an inner 202 Accepted (the data is still being fetched): ask again later"}, true
		case partialBatch(t):
			return Result{Kind: ambiguous, Reason: "a partial success: some items of the batch failed (resending all would repeat the rest)"}, true
		case ingestPartial(t): // ingesttally.go (set 1571)
			return Result{Kind: ambiguous, Reason: "a partial success: the ingestion tally says some items were stored and lists the refused ones (resend only those)"}, true
		case partialList(t):
			return Result{Kind: ambiguous, Reason: "a partial list: some locations or zones could not be reached, so the list is incomplete"}, true
		case strings.Contains(t, `"jobComplete":false`) || strings.Contains(t, `"jobComplete": false`):
			return Result{Kind: transient, Reason: "the query job has not finished: poll it again"}, true
		case operationNotDone(t): // jobstate.go (held-out set 847)
			return Result{Kind: transient, Reason: "the operation has not finished (its state is pending or running): poll it again"}, true
		case t == "{}":
			return Result{Kind: ambiguous, Reason: "empty result: {} (nothing found, e.g. a DynamoDB GetItem without Item)"}, true
		case successNullResult(t): // renderedbody.go (set 1715)
			return Result{Kind: ambiguous, Reason: "empty result: a success status beside a null result (nothing was recognised or found)"}, true
		case soleEmptyList(t): // renderedbody.go (set 1180)
			return Result{Kind: ambiguous, Reason: "empty result: the answer's only field is an empty list (nothing was found, stored or done)"}, true
		case strings.Contains(t, "<KeyCount>0</KeyCount>"):
			return Result{Kind: ambiguous, Reason: "empty result: the listing has KeyCount 0"}, true
		case emptyDirListing(t): // serverquotes.go
			return Result{Kind: ambiguous, Reason: "empty result: a directory listing with no entries"}, true
		case strings.Contains(t, `"incomplete_results":true`) || strings.Contains(t, `"incomplete_results": true`):
			return Result{Kind: ambiguous, Reason: "incomplete results: the search timed out before it finished"}, true
		case promEmptySuccess(t): // promapi.go (set 1530)
			return Result{Kind: ambiguous, Reason: "empty result: a Prometheus API success whose data holds only empty lists"}, true
		case sampleNonNumbers(t): // binarytext.go (set 1349)
			return Result{Kind: ambiguous, Reason: "a query result whose every sample is NaN or an infinity: no usable number came back"}, true
		}
	}
	if r, ok := kalturaError(b); ok { // kaltura.go (set 1570)
		return r, true
	}
	if r, ok := brightcoveError(b); ok { // brightcove.go (set 1570)
		return r, true
	}
	if r, ok := gitlabPickError(b); ok { // gitlabpick.go (set 1767)
		return r, true
	}
	if gitlabMissingRef(b) { // gitlabpick.go (the lead after set 1767)
		return Result{Kind: premise, Reason: "gitlab: the ref to start the branch from does not exist (\"Invalid reference name\"): the repository is not as the plan assumed"}, true
	}
	if strings.IndexByte(b, '{') >= 0 && !argsEchoed(b) {
		if r, ok := jsonShapes(c, b); ok {
			return r, true
		}
	} else if (c.status == 0 || c.status/100 == 2) && strings.TrimSpace(afterToolName(b)) == "[]" {
		// Also behind an agent's "tool <name>: " line (set 294: server-memory's
		// create_entities answering [] as the agent logs it).
		return Result{Kind: ambiguous, Reason: "empty result: []"}, true
	}
	if r, ok := adyenForm(b); ok { // adyen.go (set 1455)
		return r, true
	}
	if emptyAfterStatus(b, c.status) { // renderedbody.go
		return Result{Kind: ambiguous, Reason: "empty result: the tool shows a 2xx whose body is empty ([] or {})"}, true
	}
	if (c.status == 0 || c.status/100 == 2) && emptyTableText(afterToolName(b)) { // zerocount.go
		return Result{Kind: ambiguous, Reason: "empty result: a table with its header and no row"}, true
	}
	if strings.IndexByte(b, '<') >= 0 {
		if r, ok := xmlError(c, b); ok {
			return r, true
		}
	}
	return Result{}, false
}

// googleapiText reads the Go client's rendering of a Google API error,
// "googleapi: Error 400: The resource ... is not ready, resourceNotReady":
// the reasons of the error's items follow the message, comma-separated.
func googleapiText(c *ctx, b string) (Result, bool) {
	const prefix = "googleapi: Error "
	i := strings.Index(b, prefix)
	if i < 0 {
		// cloud.google.com/go/bigquery's Error, a job's status error:
		// {Location: "query"; Message: "..."; Reason: "invalidQuery"}
		// (set 409): the same v1 reasons, in the package's own rendering.
		const bq = `; Reason: "`
		if k := strings.Index(b, bq); k >= 0 && strings.HasPrefix(strings.TrimSpace(b), "{Location: ") {
			if reason := token(b[k+len(bq):]); reason != "" {
				if r, ok := googleReason(c, reason, b); ok {
					return r, true
				}
			}
		}
		// google-api-python-client's HttpError, `<HttpError 400 when
		// requesting URL returned "msg". Details: "[{'message': ...,
		// 'domain': ..., 'reason': 'uploadLimitExceeded'}]">` (held-out set
		// 799): the same v1 reasons, in the Python repr of the error's items.
		const py = `'reason': '`
		if strings.Contains(b, "<HttpError ") {
			if k := strings.Index(b, py); k >= 0 {
				if reason := token(b[k+len(py):]); reason != "" {
					if r, ok := googleReason(c, reason, b); ok {
						return r, true
					}
				}
			}
			// Its repr drops the body's canonical status ("status":
			// "FAILED_PRECONDITION"): when the caller carries it as the
			// code, read it as the JSON body's status is read (set 844:
			// Sheets' "This operation is not supported for this document").
			if g, ok := grpcCodeByName(c.code); ok && strings.ToUpper(c.code) == c.code {
				r, ok := grpcDecide(c, g, b)
				r.Code = c.code
				return r, ok
			}
		}
		return googleapiRawStatus(c, b) // googleapistatus.go
	}
	line := b[i+len(prefix):]
	whole := line
	if j := strings.IndexByte(line, '\n'); j >= 0 {
		line = line[:j]
	}
	if k := strings.LastIndex(line, ", "); k >= 0 {
		if reason := strings.TrimSpace(line[k+2:]); reason != "" && token(reason) == reason {
			if r, ok := googleReason(c, reason, b); ok {
				return r, true
			}
		}
	}
	if r, ok := googleapiLaterReasons(c, whole, b); ok {
		return r, true
	}
	// A reason the table does not hold: the status the text carries.
	return googleapiStatus(c, line)
}

// googleapiLaterReasons reads the reasons googleapi.Error writes after the
// first line: with Details, its JSON comes first and the one item's
// reason closes the text on a line of its own ("\n]\n, accessNotConfigured");
// with several items, "More details:" lists "Reason: x, Message: y" lines,
// read in order.
func googleapiLaterReasons(c *ctx, rest, b string) (Result, bool) {
	tail := strings.TrimRight(rest, " \n")
	if k := strings.LastIndex(tail, "\n, "); k >= 0 {
		if reason := tail[k+3:]; reason != "" && token(reason) == reason {
			if r, ok := googleReason(c, reason, b); ok {
				return r, true
			}
		}
	}
	m := strings.Index(rest, "\nMore details:\n")
	if m < 0 {
		return Result{}, false
	}
	for _, l := range strings.Split(rest[m+len("\nMore details:\n"):], "\n") {
		reason, ok := strings.CutPrefix(l, "Reason: ")
		if !ok {
			continue
		}
		if reason = token(reason); reason != "" {
			if r, ok := googleReason(c, reason, b); ok {
				return r, true
			}
		}
	}
	return Result{}, false
}

// lambdaFunctionError reads an Invoke response the function failed
// (X-Amz-Function-Error): a runtime that cannot load the function is its
// deployment; a sandbox timeout is time; anything else is the function's own
// error, which the classifier cannot judge.
func lambdaFunctionError(b string) (Result, bool) {
	et := jsonString(b, "errorType")
	switch {
	case strings.HasPrefix(et, "Sandbox.Timedout") || hasFold(jsonString(b, "errorMessage"), "task timed out after"):
		return Result{Kind: transient, Timeout: true, Code: et, Reason: "lambda: the function timed out"}, true
	case strings.HasPrefix(et, "Runtime."):
		return Result{Kind: premise, Code: et, Reason: "lambda: the runtime cannot run the deployed function (" + et + "): fix the deployment"}, true
	}
	return Result{Kind: unk, Code: et, Reason: "lambda: the function raised an error of its own"}, true
}

func jsonShapes(c *ctx, b string) (Result, bool) {
	if routeMatrixFoundNone(b) {
		return Result{Kind: ambiguous, Code: "ROUTE_NOT_FOUND", Reason: "the route matrix came back with no route for any origin-destination pair (every element's condition is ROUTE_NOT_FOUND): narrow the addresses"}, true
	}
	if r, ok := jetStreamDuplicateAck(b); ok { // brokerwords.go (set 1200)
		return r, true
	}
	if r, ok := arangoErrorNum(c, b); ok { // arango.go (set 1446)
		return r, true
	}
	if r, ok := kycErrorBody(b); ok { // kycerrors.go (set 1548)
		return r, true
	}
	// Adyen's JSON error with errorType "configuration" (set 1455): the
	// merchant account's setup, whatever the status (adyen.go).
	if strings.Contains(b, `"errorType"`) && strings.Contains(b, `"errorCode"`) && jsonString(b, "errorType") == "configuration" {
		if r, ok := adyenErrorType("configuration", jsonString(b, "errorCode"), jsonString(b, "message")); ok {
			return r, true
		}
	}
	// Checkout.com's error body names its reasons in an "error_codes"
	// list under a generic error_type ("request_invalid"): the first
	// code is read as a service code (set 1455: ["card_expired"], an
	// expired card, premise as codes.go reads it).
	if strings.Contains(b, `"error_codes"`) {
		if code := firstListString(b, "error_codes"); code != "" {
			if r, ok := serviceCode(c, code, b); ok && r.Kind != unk {
				return r, true
			}
		}
	}
	// Cloud Foundry v2's body names its error in "error_code"
	// ("CF-AppStoppedStatsError"; cloudfoundry.go).
	if strings.Contains(b, `"CF-`) {
		if r, ok := cfTitle(c, jsonString(b, "error_code"), b); ok {
			return r, true
		}
	}
	keys := jsonKeys(b)
	if keys&kMoodle != 0 {
		if r, ok := moodleBody(b); ok { // moodle.go (set 1335)
			return r, true
		}
	}
	if keys&(kJSONRPC|kIsError) != 0 {
		if r, ok := mcpBody(c, b); ok {
			return r, true
		}
	}
	if keys&kType != 0 {
		if r, ok := anthropicBody(c, b); ok {
			return r, true
		}
		if r, ok := anthropicBatchResult(c, b); ok {
			return r, true
		}
		if r, ok := problemTitleCode(c, b); ok {
			return r, true
		}
	}
	if keys&kErrorCode != 0 {
		// Salesforce: [{"message", "errorCode", "fields"}].
		if r, ok := fcmErrorCode(b); ok {
			return r, true
		}
		if r, ok := smartsheetBody(c, b); ok { // smartsheet.go (set 1377)
			return r, true
		}
		if code := jsonString(b, "errorCode"); code != "" {
			if r, ok := serviceCode(c, code, b); ok {
				return r, true
			}
		}
	}
	if keys&(kChoices|kObject) != 0 {
		if r, ok := openaiBody(c, b); ok {
			return r, true
		}
	}
	if keys&kStopReason != 0 {
		// Bedrock Converse: {"output": ..., "stopReason": ...}.
		if r, ok := stopReason(jsonString(b, "stopReason")); ok {
			r.Reason = "bedrock: " + r.Reason
			return r, true
		}
	}
	if keys&(kCandidates|kPromptFeedback) != 0 {
		if r, ok := geminiBody(b); ok {
			return r, true
		}
	}
	if keys&kRAIFiltered != 0 {
		// Vertex AI Imagen's predictions with includeRaiReason: a
		// prediction that is only its raiFilteredReason is an image the
		// safety filter withheld (set 368), as Gemini's SAFETY candidate.
		if why := jsonString(b, "raiFilteredReason"); why != "" {
			// The person filter set by the request's own personGeneration
			// option names that option as the repair (set 1816).
			if strings.Contains(why, "option for Person Generation") {
				return Result{Kind: invalid, Code: "raiFilteredReason", Reason: "vertex: images withheld by the request's own personGeneration setting"}, true
			}
			return Result{Kind: ambiguous, Code: "raiFilteredReason", Reason: "vertex: the safety filter withheld generated output (raiFilteredReason)"}, true
		}
		// Veo's finished operation whose videos the filter withheld:
		// generateVideoResponse.raiMediaFilteredReasons holds one reason
		// per withheld video (set 1816).
		if raiMediaFiltered(b) {
			return Result{Kind: ambiguous, Code: "raiMediaFilteredReasons", Reason: "veo: the safety filter withheld the generated video (raiMediaFilteredReasons)"}, true
		}
	}
	if keys&kOK != 0 && jsonIs(b, "ok", "false") {
		if r, ok := slackError(jsonString(b, "error")); ok {
			return r, true
		}
	}
	if keys&kKind != 0 && jsonString(b, "kind") == "Status" {
		if r, ok := k8sStatus(jsonString(b, "reason"), jsonString(b, "message")); ok {
			return r, true
		}
	}
	if keys&kDocURL != 0 {
		if r, ok := githubError(c, b); ok {
			return r, true
		}
	}
	if keys&kError != 0 {
		if eo := jsonObject(b, "error"); eo != "" && eo[0] == '{' {
			if r, ok := errorObject(c, eo); ok {
				return r, true
			}
		} else if e := jsonString(b, "error"); e != "" {
			// The AT Protocol's InvalidRequest over a record lookup that
			// found nothing ("Could not locate record: at://...";
			// com.atproto.repo.getRecord, set 1705): the record is not
			// there, premise, whatever the generic name says.
			if e == "InvalidRequest" && strings.Contains(b, "Could not locate record") {
				return verdict(premise, "http "+itoa(c.status)+", but the AT Protocol says the record the call names is not there (Could not locate record)")
			}
			// The XRPC envelope's other names (codes.go atprotoErrors).
			if cr, ok := atprotoErrors[e]; ok && strings.Contains(b, `"message"`) {
				return cr.apply(c, "atproto", e, b), true
			}
			if r, ok := serviceCode(c, e, b); ok {
				return r, true
			}
		}
	}
	if keys&kErrors != 0 {
		if errs := jsonObject(b, "errors"); errs != "" {
			if r, ok := errorsArray(c, errs); ok {
				return r, true
			}
		}
	}
	if keys&kCode != 0 {
		if r, ok := rpcStatusBody(c, b); ok { // rpcbody.go: the gRPC code behind a gateway's status
			return r, true
		}
		if code := goTrueLegacyCode(b); code != "" {
			if r, ok := serviceCode(c, code, b); ok {
				return r, true
			}
		}
		if code := jsonString(b, "code"); code != "" {
			// stripe-go's Error() is the error object itself, its fields
			// at the top level: the decline_code decides as inside
			// {"error": ...}.
			if code == "card_declined" {
				if r, ok := stripeDecline(jsonString(b, "decline_code")); ok {
					return r, true
				}
			}
			if r, ok := serviceCode(c, code, b); ok {
				return r, true
			}
			// An AWS service's own JSON error body reached over plain
			// HTTP, its exception named in "code" (Amazon Neptune's engine
			// endpoints: {"requestId","code":"ReadOnlyViolationException",
			// "detailedMessage"}, set 1306): the AWS table reads it as the
			// SDK's code, not the bare status.
			if r, ok := awsBodyCode(c, code, b); ok {
				return r, true
			}
		} else if keys&kType != 0 && strings.Contains(b, `"param"`) && jsonString(b, "message") != "" {
			// openai-go's Error() renders the error object bare, its
			// fields at the top level ({"message","type","param","code":
			// null}; set 1214): with no code, its type reads as inside
			// {"error": ...}.
			if r, ok := errorObject(c, b); ok {
				return r, true
			}
		}
	}
	// An AWS JSON-protocol service's own error body reached over plain
	// HTTP (awsJson1_0/1_1: Cognito user pools, DynamoDB, Kinesis, KMS
	// answer {"__type":"PasswordResetRequiredException","message":...},
	// the name at times namespaced "com.amazonaws.dynamodb.v20120810#X"):
	// "__type" is that protocol's own key, so its exception decides as it
	// would under protocol aws, by the table or the name's shape
	// (ResetRequired, NotConfirmed, Expired...), not by the bare 400 (set
	// 1419). Only a name ending in Exception: an app's own "__type"
	// ("Validation Error", errorenvelope.go) keeps its readings.
	if strings.Contains(b, `"__type"`) {
		if code := awsJSONType(b); code != "" {
			if r, ok := awsDecide(c, code, b); ok {
				return r, true
			}
		}
	}
	if keys&kStatus != 0 {
		if st := jsonString(b, "status"); st != "" {
			if r, ok := statusField(c, st, b); ok {
				return r, true
			}
		}
	}
	if c.status == 0 || c.status/100 == 2 {
		if r, ok := kycVerdict(b); ok { // kycverdict.go (set 1355)
			return r, true
		}
		if r, ok := adyenRefused(b); ok { // adyen.go
			return r, true
		}
		if r, ok := mutationUserErrors(b); ok { // heldlimits.go
			return r, true
		}
		if r, ok := connectionSetupState(b); ok { // setupstate.go (set 1658)
			return r, true
		}
		if r, ok := emptyResult(b); ok {
			if skippedAsPresent(b) { // addednothing.go (set 1452)
				return Result{Kind: conflict, Reason: "empty result that says its items were skipped as already present"}, true
			}
			return r, true
		}
	}
	return Result{}, false
}

// Bits of jsonKeys: which keys a body uses, so that each shape is only
// looked for when its keys are there.
const (
	kJSONRPC uint32 = 1 << iota
	kIsError
	kType
	kChoices
	kObject
	kOK
	kKind
	kDocURL
	kError
	kErrors
	kCode
	kStatus
	kCandidates
	kPromptFeedback
	kErrorCode
	kStopReason
	kRAIFiltered
	kMoodle
)

// jsonKeys scans s once and reports which of the interesting keys occur
// (at any depth). Quoted strings followed by ':' are keys.
func jsonKeys(s string) uint32 {
	var mask uint32
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '"')
		if j < 0 {
			break
		}
		start := i + j + 1
		k := start
		for k < len(s) && s[k] != '"' {
			if s[k] == '\\' {
				k++
			}
			k++
		}
		if k >= len(s) {
			break
		}
		m := skipSpace(s, k+1)
		if m < len(s) && s[m] == ':' {
			switch s[start:k] {
			case "jsonrpc":
				mask |= kJSONRPC
			case "isError":
				mask |= kIsError
			case "type":
				mask |= kType
			case "choices":
				mask |= kChoices
			case "object":
				mask |= kObject
			case "ok":
				mask |= kOK
			case "kind":
				mask |= kKind
			case "documentation_url":
				mask |= kDocURL
			case "error":
				mask |= kError
			case "errors":
				mask |= kErrors
			case "code":
				mask |= kCode
			case "status":
				mask |= kStatus
			case "candidates":
				mask |= kCandidates
			case "promptFeedback":
				mask |= kPromptFeedback
			case "errorCode":
				mask |= kErrorCode
			case "stopReason":
				mask |= kStopReason
			case "raiFilteredReason", "raiMediaFilteredReasons":
				mask |= kRAIFiltered
			case "errorcode", "warningcode":
				mask |= kMoodle
			}
		}
		i = k + 1
	}
	return mask
}

// errorObject reads an {"error": {...}} object: Google's {code, message,
// status, details}, OpenAI's and Stripe's {message, type, code, param}.
func errorObject(c *ctx, eo string) (Result, bool) {
	// Stripe: a decline whose decline_code's next step is not another card
	// (stripe.go).
	if jsonString(eo, "code") == "card_declined" {
		if r, ok := stripeDecline(jsonString(eo, "decline_code")); ok {
			return r, true
		}
	}
	// Identity Toolkit (Firebase Auth's REST API) spells its own code as
	// the message of a Google v1 error, "EMAIL_EXISTS" or "WEAK_PASSWORD :
	// Password should be at least 6 characters", under the generic reason
	// "invalid" or the status INVALID_ARGUMENT (securetoken's
	// "TOKEN_EXPIRED"): the code says more than either (set 394).
	if mc := messageCode(jsonString(eo, "message")); mc != "" {
		if r, ok := identityToolkitCode(mc, c.status); ok {
			return r, true
		}
	}
	if r, ok := fcmErrorCode(eo); ok {
		return r, true
	}
	if r, ok := metaGraphCodes(eo); ok { // metagraph.go
		return r, true
	}
	if r, ok := metaGraphTransient(eo); ok { // metagraph.go
		return r, true
	}
	if st := jsonString(eo, "status"); st != "" {
		if g, ok := grpcCodeByName(st); ok {
			r, ok := grpcDecide(c, g, eo)
			r.Code = st
			return r, ok
		}
	}
	// Microsoft Graph (OneDrive, SharePoint): the most detailed code in
	// innerError decides, as the OneDrive docs tell apps to (graphdrive.go,
	// set 1378).
	if r, ok := graphDriveCode(eo); ok {
		return r, true
	}
	// Dropbox Sign names its error in error_name beside error_msg
	// ({"error":{"error_msg":...,"error_name":"signature_request_cancel_failed"}};
	// developers.hellosign.com warnings-and-errors, set 1649): the name is
	// the service code.
	if strings.Contains(eo, `"error_name"`) {
		// Only the names that say more than the status: the
		// signature_request_* state refusals and the 409 conflict. The
		// generic ones (forbidden, bad_request, not_found) leave the
		// message and status to decide (set 1332's "A paid API plan is
		// required" under forbidden reads as the plan).
		if name := jsonString(eo, "error_name"); strings.HasPrefix(name, "signature_request_") || name == "conflict" {
			if r, ok := serviceCode(c, name, eo); ok && r.Kind != unk {
				return r, true
			}
		}
	}
	code := jsonString(eo, "code")
	if code != "" {
		if r, ok := serviceCode(c, code, eo); ok {
			return r, true
		}
	}
	if t := jsonString(eo, "type"); t != "" {
		if r, ok := serviceCode(c, t, eo); ok {
			return r, true
		}
	}
	if reason := findReason(eo); reason != "" {
		if r, ok := googleReason(c, reason, eo); ok {
			return r, true
		}
	}
	if code == "" && c.status == 0 {
		// {"error":{"code":429,...}}: a numeric code is the HTTP status.
		if v, isStr, ok := jsonValue(eo, "code"); ok && !isStr {
			if n, ok := atoi(v); ok && n >= 100 && n <= 599 {
				c.status = n
			}
		}
	}
	return Result{}, false
}

// errorsArray reads GraphQL {"errors":[{"message","extensions":{"code"}}]}
// and JSON:API {"errors":[{"status","code","title","detail"}]} bodies.
func errorsArray(c *ctx, errs string) (Result, bool) {
	if errs[0] != '[' {
		return Result{}, false
	}
	if githubRepoHidden(errs) {
		return verdict(denied, githubRepoHiddenReason)
	}
	// ShipStation's (ShipEngine's) entries name their error in
	// "error_code" beside "error_source" (shipengine.go, set 1694): the
	// code decides, shared codes through the shared table.
	if strings.Contains(errs, `"error_source"`) {
		if v := jsonString(errs, "error_code"); v != "" {
			if r, ok := serviceCode(c, v, errs); ok {
				return r, true
			}
		}
	}
	for _, key := range [...]string{"code", "type"} {
		if v := jsonString(errs, key); v != "" {
			if r, ok := serviceCode(c, v, errs); ok {
				return r, true
			}
		}
	}
	// Cloud Foundry v3's errors[] entry names its error in "title"
	// ("CF-AppStoppedStatsError"), beside a numeric code (cloudfoundry.go).
	if r, ok := cfTitle(c, jsonString(errs, "title"), errs); ok {
		return r, true
	}
	if r, ok := errorCategory(errs); ok { // errorcategory.go (set 1311)
		return r, true
	}
	if c.status == 0 {
		if v := jsonString(errs, "status"); v != "" {
			if n, ok := atoi(v); ok && n >= 100 && n <= 599 {
				c.status = n
			}
		}
	}
	if weaviateRootTypes(errs) { // weaviateclass.go
		return verdict(premise, weaviateClassMissReason)
	}
	if graphqlSchemaMiss(errs) {
		return verdict(invalid, "GraphQL errors: the query names a field or argument the schema does not have (validation failed before execution)")
	}
	return Result{}, false
}

// githubRepoHidden reports GitHub's GraphQL NOT_FOUND for the repository
// itself, "Could not resolve to a Repository with the name 'o/r'.": GitHub
// answers a private repository the token cannot see exactly as one that
// does not exist, as its REST API's 404 does (errors-dev's private-repo
// 404, denied; sets 905, 930, 1026, 1057 and 1148 against 145). A NOT_FOUND
// below a repository that resolved (an issue, a pull request, a user)
// names no hidden grant and stays premise.
func githubRepoHidden(t string) bool {
	return hasFold(t, "could not resolve to a repository with the name")
}

const githubRepoHiddenReason = "GitHub GraphQL: the repository does not resolve, which GitHub also answers for a private repository the token cannot see: check the token's access"

// graphqlSchemaMiss reports a GraphQL errors array, with no code beside it,
// whose message is a server's static validation failure for a field or
// argument the schema does not define: graphql-js, gqlparser (gqlgen),
// graphql-core and Sangria "Cannot query field "x" on type "Y"."; graphql-js
// "Unknown argument "a" on field "Y.x"."; graphql-ruby (GitHub, Shopify)
// "Field 'x' doesn't exist on type 'Y'"; graphql-java "Validation error
// (FieldUndefined@[x]) ..."; Hasura "field 'x' not found in type:
// 'query_root'"; Juniper "Unknown field "x" on type "Y"". The query was
// rejected before it ran: repair it (held-out set 891, Weaviate).
func graphqlSchemaMiss(errs string) bool {
	switch {
	case hasFold(errs, "cannot query field ") && hasFold(errs, " on type "),
		hasFold(errs, "unknown argument ") && hasFold(errs, " on field "),
		hasFold(errs, "unknown field ") && hasFold(errs, " on type "):
		return true
	}
	return hasAny(errs, "doesn't exist on type ", "validation error (fieldundefined", "not found in type: ")
}

// statusField reads a top-level "status" string: Google Maps Platform
// statuses and gRPC canonical names.
func statusField(c *ctx, st, b string) (Result, bool) {
	// Distance Matrix: the request is OK while each origin-destination
	// pair carries its own status, which comes first in the body; where no
	// pair is OK (NOT_FOUND: an address of the pair could not be geocoded;
	// ZERO_RESULTS: no route), the call worked and gave nothing usable (set
	// 907), as a Directions waypoint the geocoder found nothing for.
	if matrixFoundNone(b) {
		return Result{Kind: ambiguous, Code: "OK", Reason: "status OK, but no origin-destination pair has a result (every element's status is NOT_FOUND or ZERO_RESULTS): narrow the addresses"}, true
	}
	if r, ok := emailVerifierVerdict(st, b); ok { // emailverifier.go (set 1325)
		return r, true
	}
	if st == "OK" {
		// Geocoding: partial_match says no result matched the address
		// exactly; several such results leave the choice open.
		if strings.Contains(b, `"partial_match":true`) || strings.Contains(b, `"partial_match": true`) {
			return Result{Kind: ambiguous, Code: st, Reason: "status OK with partial matches only: the address matched nothing exactly"}, true
		}
		return Result{}, false
	}
	if r, ok := mapsStatus(st, jsonString(b, "error_message")); ok {
		// Directions and Routes say NOT_FOUND when "at least one of the
		// locations specified in the request's origin, destination, or
		// waypoints could not be geocoded"; where the body shows that
		// waypoint's geocoder_status ZERO_RESULTS, the address the call
		// passed names no place: fix it, invalid, as sets 882, 927, 991,
		// 1024 and 1039 read it blind against 571 (ambiguous). A route
		// with no result, ZERO_RESULTS, stays ambiguous; a place_id that
		// does not exist (Place Details) stays premise.
		if st == "NOT_FOUND" && geocodedNothing(b) {
			r.Kind, r.Reason = invalid, "status NOT_FOUND with a waypoint whose geocoder_status is ZERO_RESULTS: an address the call passed names no place: fix it"
		}
		return r, true
	}
	if g, ok := grpcCodeByName(st); ok && g != 0 {
		r, ok := grpcDecide(c, g, b)
		r.Code = st
		return r, ok
	}
	return Result{}, false
}

// matrixFoundNone reports a Distance Matrix body whose top-level status is
// OK and whose rows hold elements, none of them with the status OK.
func matrixFoundNone(b string) bool {
	// The only OK in the body is then the request's own: an element's OK
	// ends the scan below.
	if !strings.Contains(b, `"elements"`) || !hasAny(b, `"status":"OK"`, `"status": "OK"`) {
		return false
	}
	rows := jsonObject(b, "rows")
	if rows == "" || !strings.Contains(rows, `"elements"`) {
		return false
	}
	seen := false
	for off := 0; off < len(rows); {
		i := strings.Index(rows[off:], `"status"`)
		if i < 0 {
			break
		}
		switch jsonString(rows[off+i:], "status") {
		case "OK":
			return false
		case "NOT_FOUND", "ZERO_RESULTS", "MAX_ROUTE_LENGTH_EXCEEDED":
			seen = true
		}
		off += i + len(`"status"`)
	}
	return seen
}

// routeMatrixFoundNone reports the Routes API's computeRouteMatrix answer
// (an array of elements, each with a "condition") in which no element has
// a route (ROUTE_EXISTS) and some say ROUTE_NOT_FOUND: the call worked and
// gave nothing usable, as matrixFoundNone reads the Distance Matrix's
// older rows and elements (sets 907 and 1024).
func routeMatrixFoundNone(b string) bool {
	if !strings.Contains(b, "ROUTE_NOT_FOUND") {
		return false
	}
	seen := false
	for i := range exactMatches(b, `"condition"`) {
		switch jsonString(b[i:], "condition") {
		case "ROUTE_EXISTS":
			return false
		case "ROUTE_NOT_FOUND":
			seen = true
		}
	}
	return seen
}

// geocodedNothing reports a Directions body whose geocoded_waypoints hold a
// waypoint the geocoder found nothing for.
func geocodedNothing(b string) bool {
	return strings.Contains(b, `"geocoder_status":"ZERO_RESULTS"`) || strings.Contains(b, `"geocoder_status": "ZERO_RESULTS"`)
}

// mapsStatus decides by a Google Maps Platform web-service status and its
// error_message, from the body (statusField) or from a Maps client's text
// (mapstext.go). Statuses outside Maps' own table are not its to decide.
func mapsStatus(st, msg string) (Result, bool) {
	r := Result{Code: st}
	switch st {
	case "ZERO_RESULTS":
		r.Kind, r.Reason = ambiguous, "status ZERO_RESULTS: the call worked and found nothing"
	case "DATA_NOT_AVAILABLE":
		// The Elevation API's own "found nothing": "there's no available
		// data for the input locations". The call worked and holds no
		// value the plan can use, as ZERO_RESULTS (set 925).
		r.Kind, r.Reason = ambiguous, "status DATA_NOT_AVAILABLE: the call worked and has no data for the input"
	case "NOT_FOUND":
		r.Kind, r.Reason = premise, "status NOT_FOUND: a referenced place or location does not exist"
	case "OVER_QUERY_LIMIT":
		r.Kind, r.Reason = transient, "status OVER_QUERY_LIMIT: rate limited"
		if hasAny(msg, "daily", "billing", "quota", "per day") {
			k, reason := quotaVerdict(msg)
			r.Kind, r.Reason = k, "status OVER_QUERY_LIMIT: "+reason
		}
	case "OVER_DAILY_LIMIT":
		r.Kind, r.Reason = premise, "status OVER_DAILY_LIMIT: key, billing or daily quota problem"
	case "REQUEST_DENIED":
		r.Kind, r.Reason = denied, "status REQUEST_DENIED"
		// The key's own restrictions (the IPs, sites or apps allowed to
		// use it) leave this caller out: an allow-list, denied, as Google
		// Cloud's API_KEY_IP_ADDRESS_BLOCKED. Its sentence ("This IP, site
		// or mobile application is not authorized to use this API key")
		// holds the project's "not authorized to use this API" (set 92).
		if hasAny(msg, "not authorized to use this api key", "referer restriction", "referrer restriction", "ip address restriction") {
			r.Reason = "status REQUEST_DENIED: the API key's restrictions (IP, site or app) exclude this caller"
			return r, true
		}
		// Maps' retired ("legacy") web services answer a project that
		// never enabled them "You're calling a legacy API, which is not
		// enabled for your project": the project's setup, as "not
		// activated", no credential lifts it (set 607).
		if hasAny(msg, "billing", "not authorized to use this api", "not activated", "not enabled for your project", "not enabled for this project") {
			r.Kind, r.Reason = premise, "status REQUEST_DENIED: the project is not set up for this API (billing or activation)"
		}
	case "INVALID_REQUEST", "MAX_WAYPOINTS_EXCEEDED", "MAX_ROUTE_LENGTH_EXCEEDED", "MAX_ELEMENTS_EXCEEDED", "MAX_DIMENSIONS_EXCEEDED":
		r.Kind, r.Reason = invalid, "status "+st+": the request is wrong"
	case "UNKNOWN_ERROR":
		r.Kind, r.Reason = transient, "status UNKNOWN_ERROR: server error, may succeed on retry"
	default:
		return Result{}, false
	}
	return r, true
}

// emptyEnvelope reports a body that is only {"data": {}} or the like,
// whatever its spacing.
func emptyEnvelope(b string) bool {
	if len(b) > 64 {
		return false
	}
	var compact [64]byte
	n := 0
	for i := 0; i < len(b); i++ {
		if c := b[i]; c != ' ' && c != '\n' && c != '\r' && c != '\t' {
			compact[n] = c
			n++
		}
	}
	switch string(compact[:n]) {
	case `{"data":{}}`, `{"results":{}}`, `{"items":{}}`, `{"receipts":{}}`:
		return true
	}
	return false
}

// emptyResult recognises a successful search or list with nothing in it.
func emptyResult(b string) (Result, bool) {
	if strings.TrimSpace(b) == "[]" {
		return Result{Kind: ambiguous, Reason: "empty result"}, true
	}
	// A result envelope whose only member is an empty object (Expo's push
	// receipts {"data": {}} for ids that have no receipt yet, a store's
	// lookup keyed by id that found none): the call worked and brought
	// nothing (set 647). Only the envelope alone counts: beside other
	// members an empty object is a field, not the answer.
	if emptyEnvelope(b) {
		return Result{Kind: ambiguous, Reason: "empty result: the envelope holds an empty object"}, true
	}
	if influxEmptyStatements(b) { // influxempty.go (set 1691)
		return Result{Kind: ambiguous, Reason: "empty result: every InfluxDB statement came back with no series"}, true
	}
	// Google APIs' list estimates and totals: Gmail's messages, threads
	// and drafts lists ("resultSizeEstimate": 0, with no messages field;
	// set 171), Books' and People's "totalItems".
	for _, key := range [...]string{"total_count", "totalCount", "total", "count", "Count", "resultCount", "result_count", "totalResults", "total_results", "totalRows",
		"resultSizeEstimate", "totalItems",
		// Paginated collections' own totals: Apache Airflow's REST
		// collections and Harvest's lists ("total_entries", will_paginate's
		// name), Spring Data's Page ("totalElements"), Algolia's "nbHits"
		// (set 419).
		"total_entries", "totalElements", "nbHits",
		// Query APIs' row totals: Databricks SQL's manifest
		// "total_row_count", the Redshift Data API's "TotalNumRows" (set 429).
		"total_row_count", "TotalNumRows"} {
		// BigQuery sends its 64-bit counts as strings ("totalRows": "0").
		if v, _, ok := jsonValue(b, key); ok && v == "0" {
			return Result{Kind: ambiguous, Reason: "empty result: " + key + " is 0"}, true
		}
	}
	// A write that changed no row: its own count of affected rows is 0
	// (set 486, affectedzero.go), as pgx's "UPDATE 0".
	if key, ok := zeroAffected(b); ok {
		return Result{Kind: ambiguous, Reason: "empty result: the write matched no row (" + key + " is 0)"}, true
	}
	// Google Sheets' ValueRange (values.get, each of batchGet's
	// valueRanges) leaves "values" out when the range holds nothing: "For
	// output, empty trailing rows and columns will not be included" (set
	// 179).
	if strings.Contains(b, `"majorDimension"`) && strings.Contains(b, `"range"`) && !strings.Contains(b, `"values"`) {
		return Result{Kind: ambiguous, Reason: "empty result: the sheet range holds no values"}, true
	}
	// The GA4 Data API's report (runReport, runRealtimeReport,
	// runPivotReport: "kind": "analyticsData#run...") leaves out "rows"
	// and "rowCount" when the report matched nothing, as Sheets leaves
	// out "values": headers and metadata alone are an empty report (set
	// 1307).
	if strings.Contains(b, `"analyticsData#run`) && strings.Contains(b, `"metricHeaders"`) && !strings.Contains(b, `"rows"`) && !strings.Contains(b, `"rowCount"`) {
		return Result{Kind: ambiguous, Reason: "empty result: the analytics report has headers and no rows"}, true
	}
	// "result" is a JSON-RPC result and Qdrant's and Cloudflare's list;
	// "ids" is Chroma's get and query (set 109). A failure envelope is
	// read by its errors, not by its empty lists: Cloudflare's API v4
	// answers every failure {"result": null, "success": false, "errors":
	// [{"code", "message"}], "messages": []}, its "messages" the info
	// list that is empty on most answers, and a caller that kept no
	// status hands that body over alone (set 1525: 81044 "Record does not
	// exist.", 7003 "Could not route to ...").
	failed := failureEnvelope(b)
	for _, key := range [...]string{"items", "Items", "results", "result", "ids", "data", "hits", "matches", "records", "rows", "value", "entries",
		"candidates", "messages", "issues", "users", "channels", "documents", "files", "objects", "features", "places", "organic_results",
		"entities", "nodes", "repositories", "commits", "SecretList", "Contents", "Buckets", "Functions", "QueueUrls", "TableNames",
		"Reservations", "Subscriptions", "Topics", "Parameters", "StackSummaries", "LogGroups",
		// Scheduling and booking APIs' lists: free slots, events, bookings
		// (a calendar service's availability, Calendly's "collection",
		// Microsoft Graph findMeetingTimes' "meetingTimeSuggestions",
		// Nylas' "time_slots", Zoom's "meetings"; set 141). Not a
		// free/busy "busy" list, where nothing busy is the answer.
		"slots", "time_slots", "available_slots", "events", "bookings", "appointments", "reservations",
		"meetings", "meetingTimeSuggestions", "collection",
		// Slack's lists under ok:true: admin.conversations.search
		// "conversations", users.list "members" (set 179).
		"conversations", "members",
		// Capitalised and short result lists: Azure Cosmos DB's REST
		// queries and feeds ("Documents", "DocumentCollections" beside
		// "_count"), RavenDB's query "Results", Solr's response "docs"
		// (set 382).
		"Documents", "DocumentCollections", "Results", "docs",
		// A schema.org ItemList's members: Google's Knowledge Graph Search
		// API answers entities:search with {"@type": "ItemList",
		// "itemListElement": []} when no entity matches (set 1237).
		"itemListElement"} {
		if failed {
			break
		}
		if anyEmptyArray(b, key) {
			return Result{Kind: ambiguous, Reason: "empty result: " + key + " is []"}, true
		}
	}
	// Lists named for what they hold, without a page marker, whose names
	// are common words an error body may also use, so an answer that also
	// carries an error is read by its error (set 360): commerce APIs
	// (Amazon SP-API getOrders' payload "Orders", Shippo's shipment "rates"
	// beside carrier messages, a store's "orders", "products",
	// "customers", Etsy's "listings"; set 417) and AWS list operations,
	// empty on the last (or only) page (Cognito and IAM ListUsers "Users",
	// IAM ListRoles "Roles" and ListGroups "Groups", Cognito ListUserPools
	// "UserPools", EventBridge ListRules "Rules", Kinesis ListStreams
	// "StreamNames", Step Functions "stateMachines" and "executions", ECS
	// "clusterArns", "serviceArns", "taskArns"; set 1001).
	if !carriesError(b) {
		for _, key := range [...]string{"Orders", "orders", "products", "customers", "listings", "rates",
			"Users", "Roles", "Groups", "UserPools", "Rules", "StreamNames",
			"stateMachines", "executions", "clusterArns", "serviceArns", "taskArns"} {
			if anyEmptyArray(b, key) {
				return Result{Kind: ambiguous, Reason: "empty result: " + key + " is []"}, true
			}
		}
	}
	// A telemetry query's answer with no series, traces or frames: Datadog's
	// metrics query ("series": [], v1 and v2 timeseries), Grafana Tempo's
	// search ("traces": []), AWS X-Ray's GetTraceSummaries
	// ("TraceSummaries": []) and BatchGetTraces ("Traces": []), Grafana's
	// /api/ds/query ("frames": []), an OTLP trace answer ("resourceSpans":
	// []) (held-out set 889). The query ran and matched nothing; an answer
	// that carries an error is read by its error.
	if !carriesError(b) {
		for _, key := range [...]string{"series", "traces", "Traces", "TraceSummaries", "frames", "resourceSpans"} {
			if anyEmptyArray(b, key) {
				return Result{Kind: ambiguous, Reason: "empty result: the telemetry query matched nothing (" + key + " is [])"}, true
			}
		}
	}
	// A retrieval or search answer whose result list is named for what it
	// holds ("retrievalResults", Bedrock Knowledge Bases' Retrieve;
	// "ResultItems", Kendra's Query; "searchResults", "search_results"):
	// nothing was found (set 371). A list of failures ("failedResults",
	// "errorResults") that is empty is a success and is not read.
	if key, ok := namedResultsEmpty(b); ok {
		return Result{Kind: ambiguous, Reason: "empty result: " + key + " is []"}, true
	}
	// A page of a paginated listing that lists nothing, whatever the
	// collection is called (set 360: an order service's {"orders": [],
	// "next_cursor": null}; Zendesk's cursor pages, Twilio's "calls" with
	// "next_page_uri", GraphQL connections' "edges": [] beside "pageInfo").
	// A function-error object (AWS Lambda's errorType/errorMessage body,
	// whose "stackTrace" may be [] beside "requestId") is a failure, not
	// a page (held-out set 755).
	if key, ok := pagedEmpty(b); ok && !functionErrorBody(b) {
		return Result{Kind: ambiguous, Reason: "empty result: a page (" + key + ") whose lists are all empty"}, true
	}
	// A match, mapping or lookup answer that matched nothing: its
	// result lists empty beside a list of the inputs left over (set 472,
	// unmatched.go).
	if !carriesError(b) {
		if key, ok := unmatchedOnly(b); ok {
			return Result{Kind: ambiguous, Reason: "empty result: nothing matched; every input is listed under " + key}, true
		}
	}
	if googleKindOnly(b) {
		return Result{Kind: ambiguous, Reason: "empty result: a Google answer with nothing but its kind (empty lists are left out)"}, true
	}
	if registryTagsEmpty(b) {
		return Result{Kind: ambiguous, Reason: "empty result: the registry repository lists no tag"}, true
	}
	if ociReferrersEmpty(b) {
		return Result{Kind: ambiguous, Reason: "empty result: the registry lists no referrer (signature, SBOM) of the subject"}, true
	}
	// A query's table with no data row: its rows empty beside the column
	// metadata, or only the header row (Athena) (set 429, tablequery.go).
	if emptyTable(b) {
		return Result{Kind: ambiguous, Reason: "empty result: the query's table has columns but no data row"}, true
	}
	// A completion or suggestion answer with no candidates (set 293): MCP
	// completion/complete's {"completion":{"values":[]}} (without the
	// optional "total"), a search engine's completion suggester ("suggest"
	// ... "options": []), an autocomplete's "suggestions" or "predictions".
	// "values" and "options" are read only inside such an answer: elsewhere
	// they are a setting's or an enum's own lists.
	if anyEmptyArray(b, "suggestions") || anyEmptyArray(b, "predictions") ||
		(strings.Contains(b, `"completion"`) && anyEmptyArray(b, "values")) ||
		(strings.Contains(b, `"suggest"`) && anyEmptyArray(b, "options")) {
		return Result{Kind: ambiguous, Reason: "empty result: the completion offers no candidates"}, true
	}
	return Result{}, false
}

// objectWithEmptyList parses a body that is a JSON object holding at least
// one empty list, the shape the empty-result readers walk (pagedEmpty,
// unmatchedOnly).
func objectWithEmptyList(b string) (any, bool) {
	t := strings.TrimSpace(b)
	if len(t) < 2 || t[0] != '{' || !strings.Contains(t, "[]") {
		return nil, false
	}
	var v any
	if json.Unmarshal([]byte(t), &v) != nil {
		return nil, false
	}
	return v, true
}

// resultListKey reports whether an empty list under key counts as an
// empty result: an empty list of errors or warnings is a success's.
func resultListKey(key string) bool { return !hasAny(key, "error", "warning", "fail") }

// pagedEmpty reports a JSON object that carries a pagination marker (a
// key naming a cursor, a next page or token, has_more, paging or page
// info, at any depth) and at least one array, every array in it empty: a
// list page with nothing on it. It returns the marker's key. A page with
// any non-empty array (an item, a warning, an error) is not read.
func pagedEmpty(b string) (string, bool) {
	v, ok := objectWithEmptyList(b)
	if !ok {
		return "", false
	}
	marker, arrays := "", 0
	var walk func(string, any) bool
	walk = func(key string, x any) bool {
		switch x := x.(type) {
		case map[string]any:
			for k, e := range x {
				if marker == "" && (pageMarker(k) || requestIDKey(k) || moodleWarningsKey(k, e)) {
					marker = k
				}
				if !walk(k, e) {
					return false
				}
			}
		case []any:
			if len(x) > 0 {
				return false
			}
			if resultListKey(key) {
				arrays++
			}
		}
		return true
	}
	if !walk("", v) || arrays == 0 || marker == "" {
		return "", false
	}
	return marker, true
}

// moodleWarningsKey: the empty "warnings" list every Moodle external
// function returns beside its data ({"courses": [], "warnings": []} from
// core_course_get_courses_by_field; course/externallib.php), its envelope
// as a page marker is another API's: the lookup ran and found nothing
// (set 1650). A filled warnings list is read by moodle.go.
func moodleWarningsKey(k string, e any) bool {
	if k != "warnings" {
		return false
	}
	w, ok := e.([]any)
	return ok && len(w) == 0
}

// requestIDKey: the request id an API puts beside its one list (Plaid's
// {"institutions": [], "request_id": ...}; set 397): the envelope of an
// answer whose list is empty, as a page marker is.
func requestIDKey(k string) bool {
	switch k {
	case "request_id", "requestId", "RequestId", "requestID":
		return true
	}
	return false
}

// googleKindOnly: a Google API answer that is only its "kind" (and an
// etag): Google's JSON leaves out empty repeated fields, so a list or a
// lookup that found nothing comes back as {"kind": "storage#objects"} or
// {"kind": "identitytoolkit#GetAccountInfoResponse"} (sets 398, 403).
func googleKindOnly(b string) bool {
	t := strings.TrimSpace(b)
	if len(t) < 10 || t[0] != '{' || t[len(t)-1] != '}' || !strings.Contains(t, "#") {
		return false
	}
	kind := jsonString(t, "kind")
	if kind == "" || strings.IndexByte(kind, '#') <= 0 {
		return false
	}
	// Only "kind" and "etag" may be there: count the keys.
	keys := strings.Count(t, `":`)
	if strings.Contains(t, `"etag"`) {
		keys--
	}
	return keys == 1
}

// pageMarker reports a key that names pagination: next_cursor,
// nextPageToken, next_page_uri, has_more, hasNextPage, pageInfo, paging,
// _pagination, @odata.nextLink, continuation_token.
func pageMarker(k string) bool {
	k = strings.ToLower(strings.NewReplacer("_", "", "-", "", ".", "", "@", "").Replace(k))
	// "pagelen": Bitbucket Cloud's paginated envelope ({"values": [],
	// "pagelen": 10, "size": 0, "page": 1}; held-out set 1172).
	for _, m := range [...]string{"cursor", "nextpage", "nexttoken", "pagetoken", "nextlink", "hasmore", "hasnextpage", "pageinfo", "paging", "pagination", "continuation", "pagelen"} {
		if strings.Contains(k, m) {
			return true
		}
	}
	return false
}

func isEmptyArray(v string) bool {
	if len(v) < 2 || v[0] != '[' {
		return false
	}
	return strings.TrimSpace(v[1:len(v)-1]) == ""
}

// githubError reads GitHub REST errors ({"message", "documentation_url"}).
func githubError(c *ctx, b string) (Result, bool) {
	doc := jsonString(b, "documentation_url")
	if !strings.Contains(doc, "github.com") {
		return Result{}, false
	}
	msg := jsonString(b, "message")
	status := c.status
	if status == 0 {
		if n, ok := atoi(jsonString(b, "status")); ok {
			status = n
		}
	}
	return githubDecide(c, status, msg, b)
}

// githubDecide reads a GitHub error by its status and message, whether
// they came from the JSON body or from a client's rendering of it in text
// (githubtext.go); b is the whole of what the failure said.
func githubDecide(c *ctx, status int, msg, b string) (Result, bool) {
	switch {
	case hasAny(msg, "rate limit", "abuse detection") || hasFold(b, "submitted too quickly"):
		return verdict(transient, "github: rate limit (wait for retry-after or x-ratelimit-reset)")
	case status == 403 && c.header("X-Ratelimit-Remaining") == "0":
		return verdict(transient, "github: primary rate limit (x-ratelimit-remaining: 0)")
	case status == 404 && msg != "" && !strings.EqualFold(msg, "Not Found") && (hasAny(msg, "not found", "does not exist", "not protected", "not enabled", "is disabled", "are disabled", "is empty") || githubNoneFound(msg)):
		// "Branch not found", "No commit found for SHA": GitHub names what
		// is missing only when the token can see the repository; so does
		// a feature switched off on it ("Secret scanning is disabled on
		// this repository.", set 171), read as the 403/410 "disabled" is.
		// "Label does not exist" (remove a label from an issue) names
		// the missing thing in other words (set 405). The contents API's
		// 404 "This repository is empty." is the state the 409 "Git
		// Repository is empty." names (held-out set 686). "No commit
		// found for the ref release-2" names it in "No <thing> found"
		// words (held-out set 994, githubNoneFound).
		return verdict(premise, "github: "+msg+": the repository is visible, the thing named in it does not exist")
	case status == 404 || strings.EqualFold(msg, "Not Found"):
		return verdict(denied, "github: 404 is how GitHub hides resources the token may not see")
	case hasFold(msg, "archived"):
		return verdict(premise, "github: repository archived (read-only)")
	case hasAny(msg, "is disabled", "are disabled", "empty"):
		return verdict(premise, "github: feature disabled or repository empty")
	case hasAny(msg, "upgrade to github pro", "account was suspended", "make this repository public"):
		return verdict(premise, "github: the account's plan or state does not allow it")
	case status == 401 && jwtClaimWrong(msg): // jwtclaim.go
		return verdict(invalid, "github: 401, but "+jwtClaimReason)
	case status == 401 || hasAny(msg, "bad credentials", "requires authentication"):
		return verdict(denied, "github: bad or missing credentials")
	case status == 403 && matches(oversizeMatcher, b):
		// "The requested blob is too large to fetch via the API" (errors
		// code too_large): the size of what was asked, not authority.
		return verdict(invalid, "github: 403 for a resource too large for this endpoint: ask another way (raw media type, the Git Data API)")
	case status == 403 && matches(agedOutMatcher, b):
		// "Unable to retry this workflow run because it was created over
		// a month ago": the run's age, not the token (set 484).
		return verdict(premise, "github: 403 for an object older than the window the act allows: start a fresh one")
	case status == 403 && hasAny(msg, "must be enabled for this repository", "repository access blocked"):
		// A product the repository has not turned on ("Advanced Security
		// must be enabled for this repository to use code scanning.") and
		// GitHub's block of the repository for everyone ("Repository
		// access blocked", the 451 reading): the repository's state, which
		// no token scope changes (set 1241).
		return verdict(premise, "github: 403 for the repository's own state (a feature not enabled, or blocked by GitHub): no credential changes it")
	case status == 403 && hasFold(msg, "workflow is already running"):
		// A re-run asked of a run that has not concluded ("This workflow
		// is already running", 403 on rerun and rerun-failed-jobs; cli/cli
		// issue 9221): the run's state, not the token. The run the step
		// asks for is under way: the started-run ruling (set 367), conflict
		// (set 1629).
		return verdict(conflict, "github: 403 for a re-run while the run is still going: the run is under way, carry it forward")
	case status == 403 && stateAfterRefusal(msg): // raised.go
		// "Unable to create comment because issue is locked.": the
		// target's state, not the token's authority (set 1026).
		return verdict(premise, "github: 403 for the target's state (which the message names): read it and replan")
	case status == 403:
		return verdict(denied, "github: forbidden")
	case status == 422 && hasAny(b, "upgrade your subscription", "upgrade your plan"):
		return verdict(premise, "github: the account's plan does not allow it")
	case status == 422 && hasFold(msg, "not a fast forward"):
		return verdict(premise, "github: the branch moved: the update is not a fast forward")
	case status == 422 && (hasFold(msg, `"sha" wasn't supplied`) || hasFold(b, `"sha" wasn't supplied`) || hasFold(b, `\"sha\" wasn't supplied`)) && !gitDataEndpoint(b):
		// Creating a file that exists: the contents API wants its sha.
		// Only the field named "sha" itself: another missing field whose
		// name holds the letters ("head_sha" on a check run, set 993)
		// is an argument left out, invalid, as is the Git Data API's own
		// required "sha" (creating a ref or a tag names the commit; set
		// 993's note).
		return verdict(conflict, "github: the file already exists (an update needs its sha)")
	case status == 422 || hasFold(msg, "validation failed"):
		// go-github prints the errors list with %+v: Code:already_exists.
		if hasAny(b, `"already_exists"`, "code:already_exists", "already exists") {
			return verdict(conflict, "github: validation says already exists")
		}
		// The errors may be plain strings ("Workflow does not have
		// 'workflow_dispatch' trigger"): read them with the message.
		if hasAny(msg, "no commit found", "not found", "does not exist", "does not have") ||
			hasAny(jsonObject(b, "errors"), "no commit found", "does not exist", "does not have") {
			return verdict(premise, "github: what the call refers to does not exist or lacks what it needs")
		}
		// A message (not "Validation Failed") that states the object's
		// state ("Cannot trigger a 'workflow_dispatch' on a disabled
		// workflow"): the call is right, the workflow is not enabled.
		if !hasFold(msg, "validation failed") {
			if w, ok := overInvalidText(msg); ok && w.Kind != invalid {
				w.Reason = "github: 422, but the message says: " + w.Reason
				return w, true
			}
		}
		// "Validation Failed" is generic: each error's own message may be
		// the repository's state ("No commits between main and x", "A pull
		// request already exists"), read as under any generic code.
		if errs := githubErrorsList(msg, b); errs != "" {
			if w, ok := overInvalidText(errs); ok && w.Kind != invalid {
				w.Reason = "github: validation failed, but the error says: " + w.Reason
				return w, true
			}
		}
		return verdict(invalid, "github: validation failed")
	// Set 1213: the deployments API's auto_merge names the same state in
	// its own words, "Conflict merging main into topic-branch." (409).
	case status == 409 && hasAny(msg, "merge conflict", "conflict merging "), hasAny(msg, "not mergeable"):
		return verdict(premise, "github: the pull request cannot be merged as it stands (conflicts, failing checks or a required review)")
	case status == 409 && hasFold(msg, "status checks failed") && checksStillPending(b): // checkspending.go (set 1797)
		return verdict(transient, "github: a required status check on the commit is still pending: the deployment can be created once the checks finish")
	case (status == 409 || status == 405) && hasAny(msg, "status checks failed", "checks failed", "required status check", "approving review", "review is required"):
		return verdict(premise, "github: the commit's required status checks failed")
	case (status == 409 || status == 405) && hasAny(msg, "must not contain merge commits", "must have verified signatures"):
		// A merge a branch rule holds until the head branch's own history
		// fits it: "Require linear history" ("This branch must not contain
		// merge commits.", 405 on the merge endpoint) and "Require signed
		// commits" ("Commits must have verified signatures."): rebase or
		// re-sign the branch first, its state, as the check and review
		// rules above; a merge_method the repository disallows ("Squash
		// merges are not allowed on this repository.") stays invalid
		// (set 1386; docs.github.com about-protected-branches).
		return verdict(premise, "github: the head branch's history does not meet the branch's rules (linear history, signed commits): rewrite it first")
	case (status == 409 || status == 405) && hasAny(msg, "before this pull request can be merged", "conversation must be resolved", "conversations must be resolved"):
		// A merge that a ruleset holds until the pull request is ready
		// ("Repository rule violations found\n\nA conversation must be
		// resolved before this pull request can be merged."): its state,
		// not the actor's authority, as the review and check rules above
		// (set 1003; a push's GH013 stays denied, standing.go).
		return verdict(premise, "github: the pull request is not ready to merge under the repository's rules (an open conversation, a review, a check): settle that first")
	case status == 451:
		return verdict(premise, "github: access to the repository is blocked (a legal takedown)")
	case status == 405 && hasFold(msg, "base branch was modified"):
		return verdict(transient, "github: the base branch moved during the merge: try again")
	case status == 405 && hasFold(msg, "already in progress"):
		// "Merge already in progress": the merge runs and ends by itself
		// (set 38), as a base branch that moved.
		return verdict(transient, "github: an operation on the pull request is already in progress: it ends by itself")
	case status == 409 && staleBlobSHA(msg):
		// The contents API's 409 "<path> does not match <sha>": the blob sha
		// the step read is stale (docs.github.com contents: sha "The blob
		// SHA of the file being replaced"): optimistic locking, re-read the
		// file and try again: the stale-copy ruling (staleref.go).
		return verdict(premise, "github: the file changed since the step read its sha: read it again, then repeat the change")
	}
	return Result{}, false
}

// xmlError reads AWS XML errors: S3's <Error><Code>, also inside 200
// responses, and the query APIs' <ErrorResponse><Error><Code>.
func xmlError(c *ctx, b string) (Result, bool) {
	code := xmlElement(b, "Code")
	if code == "" {
		return Result{}, false
	}
	return awsDecide(c, code, b)
}

// statusQuoted reads c as if it had come with HTTP status n, a status the
// text itself quotes (a client's rendering, a tool's prefix), and names
// where the status came from in the reason.
func statusQuoted(c *ctx, n int, from string) (Result, bool) {
	// A registry client's write to an OCI push or delete endpoint
	// answered 405 with no code (go-containerregistry "POST https://r/v2/
	// x/blobs/uploads/: unexpected status code 405 Method Not Allowed",
	// containerd "unexpected status from PUT request to .../manifests/v1:
	// 405"): the method is the one the spec fixes for that path, so the
	// 405 is the registry refusing the operation (read-only maintenance,
	// a pull-through cache, deletes off), the spec's 405 for an
	// unsupported operation: premise (set 1538, ociWriteRefused).
	if n == 405 && ociWriteRefused(c.text) {
		return Result{Kind: premise, Reason: from + "the registry refuses this operation (405 on an OCI push or delete endpoint): read-only, a mirror, or deletes switched off"}, true
	}
	sub := *c
	sub.status = n
	r, ok := httpStatus(&sub)
	if ok {
		r.Reason = from + r.Reason
	}
	return r, ok
}

// httpStatus decides by the HTTP status, read together with the body.
// fixedServiceCode: a service code that decides by itself (a modeFixed
// row of serviceCodes), given as the Code field or in Azure's
// x-ms-error-code header, is read before the status it comes with: the
// code names the cause the status only sums up (Azure Storage's 412
// LeaseIdMissing is a lease another client holds, not a stale
// precondition; set 382).
func fixedServiceCode(c *ctx) (Result, bool) {
	// An APNs reason, in Apple's body or a relay's text, names the case
	// its status only sums up (apnsreason.go, set 1511).
	if c.code == "" || apnsReasons[c.code].what != "" {
		if r, cr, ok := apnsReason(c.body, c.text); ok {
			return cr.apply(c, "apns", r, c.text), true
		}
	}
	// golang.org/x/oauth2's RetrieveError, `oauth2: "expired_token"` or
	// `oauth2: "invalid_grant" "<description>"`: the RFC 6749 or 8628
	// code the token endpoint sent, read by the code table whatever its
	// 400 or 401 says.
	if oc := xoauth2Code(c.text); oc != "" {
		if r, ok := serviceCode(c, oc, c.text); ok {
			return r, true
		}
	}
	// go-containerregistry's transport.Error text, "PUT https://r/v2/x/
	// manifests/v1: MANIFEST_BLOB_UNKNOWN: blob unknown to registry; ...":
	// the OCI distribution code the registry sent, read by the code table
	// as the JSON body's would be, whatever its 400 or 405 says (set 1198).
	if oc := ociTextCode(c.text); oc != "" {
		if cr, ok := serviceCodes[oc]; ok {
			return cr.apply(c, "api", oc, c.text), true
		}
	}
	code := c.code
	// A Cloud Foundry error name the caller lifted out of the body into
	// Input.Code ("CF-AppStoppedStatsError"; cloudfoundry.go, set 1582).
	if r, ok := cfTitle(c, code, c.text); ok {
		return r, true
	}
	// A documented error grouping the caller lifted out of the errors
	// array into Input.Code (Merge's problem_type, Gusto's category): the
	// same table as the body's field (errorcategory.go, set 1546).
	if code != "" {
		if n, ok := errorCategories[code]; ok {
			return Result{Kind: n.kind, Code: code, Reason: n.reason}, true
		}
	}
	// Azure's header, looked up only where it can be: Input.Header (any
	// key case), or a header block that names it.
	if code == "" && (len(c.hdr) > 0 || c.raw.block != "" && indexFold(c.raw.block, "x-ms-error-code") >= 0) {
		code = c.header("x-ms-error-code")
	}
	if code == "" {
		code = storageErrorCode(c.text)
	}
	// App Store Connect's dotted codes (STATE_ERROR, ENTITY_ERROR.*)
	// given as the Code field, with a client's text rendering of the body
	// (cider's "* 409 STATE_ERROR – ..."): the code overrules its 409
	// (asccode.go, held-out set 768).
	if r, ok := ascCode(code, c.text); ok {
		return r, true
	}
	// The EU VIES check's fault codes, whose HTTP 500 is only SOAP's
	// way of sending a fault (viesfault.go, set 1353).
	if r, ok := viesFault(c, code); ok {
		return r, true
	}
	// A PascalCase code spelled Cannot<Act><State><Noun> names an act the
	// object's state refuses (AvaTax CannotModifyLockedTransaction, sent
	// under 400 with an empty message, set 1579): the request is well
	// formed, the record is locked, closed or archived: premise, as
	// actOnStateRefused reads the same rule in words.
	if pascalCase(code) && cannotActOnState(code) {
		return Result{Kind: premise, Code: code, Reason: "api: " + code + " names an act the object's state refuses: replan"}, true
	}
	// Only a PascalCase name is specific enough to overrule the status
	// and body ("forbidden" or "timeout" say no more than the status).
	if !pascalCase(code) {
		return Result{}, false
	}
	cr, ok := serviceCodes[code]
	if !ok || cr.mode != modeFixed {
		return Result{}, false
	}
	return cr.apply(c, "api", code, c.text), true
}

// ociErrorCodes are the OCI distribution spec's error codes (spec.md
// "Error Codes"), as a registry client prints them in text.
var ociErrorCodes = map[string]bool{
	"BLOB_UNKNOWN": true, "BLOB_UPLOAD_INVALID": true, "BLOB_UPLOAD_UNKNOWN": true,
	"DIGEST_INVALID": true, "MANIFEST_BLOB_UNKNOWN": true, "MANIFEST_INVALID": true,
	"MANIFEST_UNKNOWN": true, "NAME_INVALID": true, "NAME_UNKNOWN": true,
	"SIZE_INVALID": true, "TAG_INVALID": true, "DENIED": true,
	"UNSUPPORTED": true, "TOOMANYREQUESTS": true,
}

// ociTextCode returns the OCI code of go-containerregistry's Diagnostic
// text ("CODE: message", after the request's "METHOD URL: " or a caller's
// "prefix: "), or "": the code must open the text or follow ": ", and
// be followed by ": ".
func ociTextCode(t string) string {
	for off := 0; off < len(t); {
		j := strings.Index(t[off:], ": ")
		if j < 0 {
			return ""
		}
		end := off + j
		start := end
		for start > 0 && (t[start-1] >= 'A' && t[start-1] <= 'Z' || t[start-1] == '_') {
			start--
		}
		if end-start >= 6 && (start == 0 || start >= 2 && t[start-2:start] == ": ") && ociErrorCodes[t[start:end]] {
			return t[start:end]
		}
		off = end + 2
	}
	return ""
}

// ociWriteRefused reports a 405 to a write on an OCI distribution
// endpoint as a client prints it: a write method (POST, PUT, PATCH,
// DELETE) and a /v2/ path to blobs or manifests before the 405. A GET
// or HEAD, or a 405 on another path, keeps its own reading.
func ociWriteRefused(t string) bool {
	i := strings.Index(t, " 405")
	if i < 0 || len(t) > 2000 {
		return false
	}
	pre := t[:i]
	v := strings.Index(pre, "/v2/")
	if v < 0 {
		return false
	}
	path := pre[v:]
	if !strings.Contains(path, "/blobs/") && !strings.Contains(path, "/manifests/") {
		return false
	}
	head := pre[:v]
	for _, m := range [...]string{"POST ", "PUT ", "PATCH ", "DELETE "} {
		if strings.HasPrefix(pre, m) || strings.Contains(head, " "+m) {
			return true
		}
	}
	return false
}

// xoauth2Code returns the code of x/oauth2's RetrieveError text, or "".
func xoauth2Code(t string) string {
	i := strings.Index(t, `oauth2: "`)
	if i < 0 {
		return ""
	}
	rest := t[i+len(`oauth2: "`):]
	code := token(rest)
	if code == "" || len(code) >= len(rest) || rest[len(code)] != '"' {
		return ""
	}
	return code
}

// storageErrorCode finds an Azure Storage code in the forms its clients
// print it without the header: the XML body's <Code>X</Code>, azcore's
// "ERROR CODE: X" and the older SDKs' "ErrorCode:X" / "ErrorCode=X" (set
// 403). Only a code of serviceCodes is taken from it (fixedServiceCode).
func storageErrorCode(t string) string {
	// One scan for "code" in any case, then the form around it.
	for at := range foldMatches(t, "code") {
		end := at + len("code")
		var rest string
		switch {
		case at >= 1 && t[at-1] == '<' && strings.HasPrefix(t[at:], "Code>"):
			rest = t[end+1:]
		case at >= 5 && t[at-5:at] == "Error" && end < len(t) && (t[end] == ':' || t[end] == '='):
			rest = t[end+1:]
		case at >= 6 && t[at-6:at] == "ERROR " && strings.HasPrefix(t[at:], "CODE: "):
			rest = t[end+2:]
		default:
			continue
		}
		k := 0
		for k < len(rest) && isAlnum(rest[k]) {
			k++
		}
		if k > 0 {
			return rest[:k]
		}
	}
	return ""
}

// pascalCase: "LeaseIdMissing", not "forbidden", "THROTTLED" or "Gone".
func pascalCase(s string) bool {
	if len(s) < 4 || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	lowers, uppers := 0, 0
	for i := 1; i < len(s); i++ {
		switch b := s[i]; {
		case b >= 'a' && b <= 'z':
			lowers++
		case b >= 'A' && b <= 'Z':
			uppers++
		case b >= '0' && b <= '9':
		default:
			return false
		}
	}
	return lowers > 0 && uppers > 0
}

// fcmCodes: Firebase Cloud Messaging v1's FcmError errorCode, in the
// error's details (firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode).
// It says more than the status it comes with. THIRD_PARTY_AUTH_ERROR (and
// its older name APNS_AUTH_ERROR) is the project's APNs certificate or
// web-push key refused: a credential a person must replace, denied as its
// 401 says; read premise until the lead revised it after set 1352 (blind
// labels 2 denied, sets 647 and 1352, against 1 premise, set 394).
var fcmCodes = map[string]codeRule{
	"UNREGISTERED":           {premise, false, modeFixed, "is a registration token no longer valid (the app was uninstalled or the token expired): drop it"},
	"THIRD_PARTY_AUTH_ERROR": {denied, false, modeFixed, "is the project's APNs certificate or web-push key refused: a person must replace the credential"},
	"APNS_AUTH_ERROR":        {denied, false, modeFixed, "is the project's APNs certificate or key refused: a person must replace the credential"},
	"SENDER_ID_MISMATCH":     {denied, false, modeFixed, "is a token registered to another sender"},
	"QUOTA_EXCEEDED":         {transient, false, modeFixed, "is a sending rate over the limit: back off"},
	"UNAVAILABLE":            {transient, false, modeFixed, "is FCM overloaded: back off"},
	"INTERNAL":               {transient, false, modeFixed, "is an FCM internal error: back off"},
	"INVALID_ARGUMENT":       {invalid, false, modeFixed, "is a malformed message or token"},
}

func fcmErrorCode(eo string) (Result, bool) {
	if !strings.Contains(eo, "FcmError") {
		return Result{}, false
	}
	code := jsonString(eo, "errorCode")
	cr, ok := fcmCodes[code]
	if !ok {
		return Result{}, false
	}
	r := Result{Kind: cr.kind, Code: code, Reason: "fcm: " + code + " " + cr.what}
	return r, true
}

// cosmosRouting: a Cosmos DB 404 or 410 whose substatus says the data is
// there but this replica or route is behind: 404/1002 read session not
// available, 410/1000, 1002, 1007, 1008 a name cache, partition split or
// move. The SDKs retry these themselves
// (learn.microsoft.com/rest/api/cosmos-db/http-status-codes-for-cosmosdb;
// set 382).
func cosmosRouting(c *ctx) bool {
	sub := c.header("x-ms-substatus")
	if sub == "" {
		i := indexFold(c.text, "substatus: ")
		if i < 0 {
			return false
		}
		sub = c.text[i+len("substatus: "):]
		if _, w := leadingInt(sub); w == 4 {
			sub = sub[:4]
		}
	}
	switch sub {
	case "1002":
		return true
	case "1000", "1007", "1008":
		return c.status == 410
	}
	return false
}

func httpStatus(c *ctx) (Result, bool) {
	s := c.status
	t := c.text
	if s < 100 || s > 599 {
		return Result{}, false
	}
	if r, ok := iisSubstatus(c); ok { // iis.go (set 393)
		return r, true
	}
	if r, ok := acmeProblem(c); ok { // acme.go (set 659)
		return r, true
	}
	if s >= 400 {
		if r, ok := rtcPlatformError(t); ok { // rtcplatform.go (set 1343)
			r.Reason = "http " + itoa(s) + ", but " + r.Reason
			return r, true
		}
	}
	if s >= 400 || s/100 == 2 {
		if r, ok := serviceNowError(t); ok { // servicenow.go (set 1321)
			r.Reason = "http " + itoa(s) + ", and ServiceNow's body says: " + r.Reason
			return r, true
		}
	}
	if s/100 == 2 {
		if r, ok := relayedStatus(c); ok { // relayed.go
			return r, true
		}
		if r, ok := errorCodeEnvelope(c); ok { // relayed.go (set 1604)
			return r, true
		}
	}
	// A nats.go JetStream API error whose code the caller passed on as
	// the status: its description decides (brokerwords.go
	// jetStreamAPIMatcher; set 1200), also in APIError.Error's plain
	// "nats: <description>" form (nats.go jserrors.go; set 1254).
	if s >= 400 && (strings.HasPrefix(t, "nats: ") || strings.Contains(t, "nats: API error: code=")) {
		if r, ok := matchWords(jetStreamAPIMatcher, t); ok {
			r.Reason = "http " + itoa(s) + ", but the JetStream error says: " + r.Reason
			return r, true
		}
	}
	if r, ok := varnishSynthRefusal(s, t); ok { // Varnish's ACL guard page (proxyadmin.go, set 1693)
		return r, true
	}
	if r, ok := caddyAdminError(s, t); ok { // Caddy's admin API envelope (caddyadmin.go, set 1524)
		return r, true
	}
	if r, ok := webdavStatus(s, t); ok { // a WebDAV method's own 405 and 409 (webdav.go)
		return r, true
	}
	// A gateway's inner service that broke, sent under 400 or 5xx
	// (rudder-server's source transformer; innerservice.go, set 1697).
	if (s == 400 || s >= 500) && strings.Contains(t, "ransformer") {
		if r, ok := innerServiceFailure(t); ok {
			return r, true
		}
	}
	// A web server's own error_log line passed on with the status the
	// client got: the line names the cause (nginx.go serverLogCause).
	if r, ok := serverLogCause(t); ok {
		return r, true
	}
	// A server's page whose note names its own unreadable file (Apache's
	// 403 for an .htaccess it cannot open, ownfile.go ownFileNotes).
	if s == 403 || s >= 500 {
		if r, ok := ownFileNote(t); ok {
			return r, true
		}
	}
	if s >= 500 {
		if r, ok := gatewayCause(c); ok {
			return r, true
		}
		// The body names the cause (serverquotes.go, set 167): a proxy's
		// untrusted upstream certificate, the database's SQLSTATE.
		if gatewayCert(t) {
			return verdict(premise, "http "+itoa(s)+" whose body is the server's own TLS verification failure toward its upstream: its trust configuration, not time")
		}
		if r, ok := upstreamProtocol(t); ok { // proxyside.go (set 1134)
			r.Reason = "http " + itoa(s) + ": " + r.Reason
			return r, true
		}
		if r, ok := quotedSQLState(c); ok {
			return r, true
		}
		if r, ok := tomcatJSPCompile(s, t); ok { // tomcatadmin.go (set 1729)
			return r, true
		}
	}
	// A package registry's publish refusal that its status misreads
	// (republish.go registryPolicyWords, set 1181).
	if s >= 400 && s < 500 {
		if r, ok := matchWords(registryPolicyMatcher, t); ok {
			r.Reason = "http " + itoa(s) + ", but the body says: " + r.Reason
			return r, true
		}
		// Azure Pipelines' resource authorization under a 400, ahead of
		// the not-found it leads with (hedgednotfound.go pipelineAuthWords).
		if strings.Contains(t, "authorized for use") {
			if r, ok := matchWords(pipelineAuthMatcher, t); ok {
				r.Reason = "http " + itoa(s) + ", but the body says: " + r.Reason
				return r, true
			}
		}
	}
	switch s {
	case 300:
		return verdict(ambiguous, "http 300 Multiple Choices: several matches")
	case 302, 303, 307:
		if r, ok := redirectLoopText(c); ok {
			return r, true
		}
		// A redirect to a sign-in page is a demand to authenticate
		// (signinredirect.go).
		if r, ok := signInRedirect(c); ok {
			return r, true
		}
		if r, ok := redirectNoTarget(c); ok {
			return r, true
		}
		// A 303 points at the answer: the result of the call, or an
		// existing resource equivalent to what it asked to make (RFC 9110
		// 15.4.4; GitHub's "303 See Other" for a branch policy that
		// exists). Repeating the call would not change it, and a POST
		// repeated may do its work twice: carry Location forward (the
		// 303 ruling, sets 163 and 357).
		if s == 303 {
			return verdict(conflict, "http 303 See Other: the result, or an existing resource equivalent to what the call asked for, is at Location: carry it forward")
		}
		// A temporary redirect (S3 answers 307 while a new bucket's DNS
		// propagates): follow Location, or try again shortly.
		return verdict(transient, "http "+itoa(s)+": a temporary redirect")
	case 525, 526:
		return verdict(premise, "http "+itoa(s)+": the origin's TLS is misconfigured (Cloudflare)")
	case 301, 308:
		if r, ok := redirectLoopText(c); ok {
			return r, true
		}
		if r, ok := redirectNoTarget(c); ok {
			return r, true
		}
		// Moved for good: the call must use the new URL (Location, or S3's
		// x-amz-bucket-region); the resource itself is fine.
		return verdict(invalid, "http moved permanently: call the new location")
	case 304:
		// A conditional request's answer that the copy the client holds is
		// current (RFC 9110 15.4.5: "the client ... already has a valid
		// representation"), with no body: the call worked and brought
		// nothing the tool can hand on, ambiguous, as an empty 2xx (the
		// 304 ruling: sets 159 and 167 label it so, set 98 conflict).
		return verdict(ambiguous, "http 304 Not Modified: the call worked and brought no body: use the copy already held, or fetch without the condition")
	case 204:
		return verdict(ambiguous, "http 204 No Content: the call worked and returned nothing")
	case 206:
		// A range answer (RFC 9110 15.3.7): the call worked and carried
		// only the parts of the representation named in Content-Range; a
		// step that needed the whole has a partial result, ambiguous, as
		// a 204's empty one (set 923).
		return verdict(ambiguous, "http 206 Partial Content: the call worked and returned only part of the representation: fetch the rest by range, or without Range")
	case 207:
		// Items that came out both ways (endpointtype.go): the call
		// worked in part; narrow to the failed items, never resend all.
		if multiStatusMixed(t) {
			return verdict(ambiguous, "http 207 Multi-Status with items that succeeded and items that failed: the call worked in part")
		}
		if multiStatusMembersFailed(t) {
			return verdict(ambiguous, "http 207 Multi-Status listing the members that failed: the members it does not list were done (RFC 4918 9.6.1, 9.8.5): the call worked in part")
		}
	case 401:
		// SendGrid answers 401 "Maximum credits exceeded": a spent plan,
		// not a credential.
		if r, ok := matchWords(quotaOnly, t); ok {
			r.Reason = "http 401, but the body says: " + r.Reason
			return r, true
		}
		// Nor is an account, or the organization, workspace or tenant
		// holding it, that is deactivated, suspended or disabled ("Your
		// account has been deactivated", OpenAI's account_deactivated
		// without its code): the holder's state, which no other key gets
		// past, as a denied code's (set 267's disabledHolder; set 366).
		if disabledHolder(t) {
			return verdict(premise, "http 401, but the body says the account or its holder is disabled, suspended or deactivated: its state, not the credential")
		}
		// An account whose address is not verified yet is an account step,
		// under a 401 as under a 403 (set 404's ruling; set 821).
		if r, ok := matchWords(unverifiedOnly, t); ok {
			r.Reason = "http 401, but the body says: " + r.Reason
			return r, true
		}
		if jwtClaimWrong(t) { // jwtclaim.go
			return verdict(invalid, "http 401, but "+jwtClaimReason)
		}
		if multipleTokens(t) { // tokentransport.go (set 1393)
			return verdict(invalid, "http 401, but "+multipleTokensReason)
		}
		if tokenInURL(t) { // tokentransport.go (set 1716)
			return verdict(invalid, "http 401, but "+tokenInURLReason)
		}
		// Okta's E0000015 "Feature not enabled exception" (its summary "You
		// do not have permission to access the feature you are requesting"):
		// the org lacks the feature, which no grant to any caller gives; the
		// code decides, not the permission words (set 1228).
		if oktaFeatureNotEnabled(c, t) {
			return verdict(premise, "http 401, but Okta's E0000015 says the feature is not enabled for the org: its configuration, not the credential")
		}
		// A gateway that could not fetch the key set it verifies tokens
		// with (Envoy's and Istio's jwt_authn "Jwks remote fetch is
		// failed") turns every token away until the fetch works: its own
		// dependency, not the caller's credential (set 986).
		if hasAny(t, "jwks remote fetch is failed", "failed to fetch jwks", "jwks fetch failed", "unable to fetch jwks", "error fetching jwks") {
			return verdict(transient, "http 401, but the body says the gateway could not fetch the key set it verifies tokens with: retry once the fetch works")
		}
		if digestStale(t) {
			return verdict(transient, "http 401, but the Digest challenge says stale=true: the credentials were right and only the nonce aged: retry with the new nonce (RFC 7616 3.3)")
		}
		// The request's own media, or the service's download of it, under
		// a 401 (Alibaba Cloud eKYC's UnqualifiedPhoto, NoFaceDetected,
		// DownloadTimeout; set 1592): no credential is named.
		if r, ok := matchWords(mediaFaultOnly, t); ok {
			r.Reason = "http 401, but the body says: " + r.Reason
			return r, true
		}
		// An anti-forgery token the request lacks, under a 401 as under a
		// 403 (set 404's ruling): WooCommerce's Store API answers a missing
		// WordPress nonce with 401 (set 1632). The caller holds the
		// authority; fetch the token and resend.
		if r, ok := matchWords(csrfOnly, t); ok {
			r.Reason = "http 401, but the body says: " + r.Reason
			return r, true
		}
		return verdict(denied, "http 401: unauthenticated")
	case 402:
		// Apify's actor-memory-limit-exceeded "you will exceed the memory
		// limit of 8192MB for all your Actor runs and builds (currently
		// used: ...)": the pool is held by the runs going now and frees as
		// they end, whatever upgrade the message also offers (sets 652 and
		// 1285, blind, both transient).
		if hasAny(t, "for all your actor runs and builds") {
			return verdict(transient, "http 402, but the body says the account's memory pool is held by runs going now: it frees as they end")
		}
		return verdict(premise, "http 402: payment required")
	case 403:
		if c.header("X-Ratelimit-Remaining") == "0" {
			return verdict(transient, "http 403 with x-ratelimit-remaining: 0: rate limit")
		}
		// Squid's ERR_TOO_BIG page ("The request or reply is too large.",
		// X-Squid-Error: ERR_TOO_BIG, under 403 for a reply past
		// reply_body_max_size): the proxy operator's policy refuses an
		// object this big ("These limits have been established by the
		// Internet Service Provider who operates this cache"), and no
		// argument of a GET repairs it: denied, as squid.go reads the same
		// page by its header (the lead's ruling after set 1686, revising set
		// 1351's invalid; blind labels under 403: denied 2, invalid 1,
		// premise 1). Under 413 the request body is too big: invalid.
		if strings.HasPrefix(c.code, "ERR_TOO_BIG") || strings.HasPrefix(c.header("X-Squid-Error"), "ERR_TOO_BIG") || hasAny(t, "the request or reply is too large") {
			return verdict(denied, "http 403, and the proxy says the reply is over its size policy (squid ERR_TOO_BIG, reply_body_max_size): the operator's limit, not the call's arguments")
		}
		// Elasticsearch's and OpenSearch's index and cluster blocks
		// (cluster_block_exception "index [x] blocked by: [FORBIDDEN/8/index
		// write (api)]", "[FORBIDDEN/4/index closed]"): a setting on the
		// index, not the caller's privileges; a security_exception is
		// the permission refusal (set 579).
		if hasAny(t, "cluster_block_exception", "blocked by: [forbidden/") {
			return verdict(premise, "http 403, but the body says: the index is blocked (write block, read-only or closed): lift the block or use another index")
		}
		// GitHub's block of a repository for everyone (its bare
		// {"message":"Repository access blocked"}), read as under 451:
		// a takedown, not the caller's rights (set 1241).
		if hasFold(t, "repository access blocked") {
			return verdict(premise, "http 403: the repository is blocked for everyone (a takedown): no credential reaches it")
		}
		if versionTaken(t) { // republish.go (held-out set 768)
			return verdict(conflict, "http 403, but the body says: "+versionTakenReason)
		}
		if cannotFindHedge(t) { // hedgednotfound.go (set 1383)
			return verdict(premise, "http 403, but the body says: "+cannotFindHedgeReason)
		}
		if r, ok := matchWords(overDenied, t); ok {
			r.Reason = "http 403, but the body says: " + r.Reason
			return r, true
		}
		if holderLimitReached(t) { // heldlimits.go (set 1582)
			return verdict(premise, "http 403, but the body says: "+holderLimitReason)
		}
		// A service code naming a held count at its limit
		// (candidate_limit_reached, Talynce; set 1648): the plan's
		// allowance, not the caller's rights (codes.go heldLimitCode).
		if heldLimitCode(c.code) {
			return verdict(premise, "http 403, but the code "+c.code+" says the account holds as many as its limit allows")
		}
		if r, ok := matchWords(callFaultMatcher, t); ok {
			r.Reason = "http 403, but the body says: " + r.Reason
			return r, true
		}
		if methodRefused(t) { // tokentransport.go (set 1393)
			return verdict(invalid, "http 403, but "+methodRefusedReason)
		}
		if requestUnsupported(t) { // tokentransport.go (set 1623)
			return verdict(invalid, "http 403, but "+requestUnsupportedReason)
		}
		// Kong's jwt plugin answers a token whose lifetime is past its
		// maximum_expiration with a 403 (jwtclaim.go keyedClaimWrong): the
		// caller's own claim out of range, as under a 401 (set 1393).
		if keyedClaimWrong(t) {
			return verdict(invalid, "http 403, but "+jwtClaimReason)
		}
		// SCIM's 403 scimType "sensitive" (RFC 7644 3.12): the request put
		// sensitive data (a filter on userName, a password) in its URI, and
		// the server asks for it again as a POST to /.search: the same
		// query, sent another way, not a right the caller lacks (set 605).
		if hasAny(t, `"scimtype":"sensitive"`, `"scimtype": "sensitive"`) {
			return verdict(invalid, "http 403 SCIM scimType sensitive: send the query as a POST to .search, not in the URI")
		}
		if r, ok := matchWords(wrongEndpointMatcher, t); ok { // wrongendpoint.go (set 1498)
			return verdict(invalid, "http 403, but the body says: "+r.Reason)
		}
		if routeNamedInstead(t) { // wrongendpoint.go (set 1656)
			return verdict(invalid, "http 403, but the body says: "+routeNamedInsteadReason)
		}
		if fieldNotChangeable(t) { // fieldchange.go (set 1656)
			return verdict(invalid, "http 403, but the body says: "+fieldNotChangeableReason)
		}
		if planExcludes(t) { // raised.go
			return verdict(premise, "http 403, but the body says: "+planExcludesReason)
		}
		// A job or run whose state refuses the act ("Job is not
		// retryable", GitLab): the object's state, not the caller's rights
		// (statemachine.go notActable).
		if notActable(t) {
			return verdict(premise, "http 403, but the body says the object's current state does not offer the act: read its state and replan")
		}
		// The state the act needs, named under a 403 as under a 400 or
		// 409 ("Complaints can only be deleted while in PENDING status",
		// "the instance must be stopped before it can be resized"): the
		// object's state, not the caller's rights. A holder's own standing
		// ("your account must be active") stays with the authority rules.
		if stateRequired(t) {
			return verdict(premise, "http 403, but the body says the object is not in the state the act needs: read its state and replan")
		}
		// A cap on what the account or object holds, reached ("Maximum
		// number of projects per user limit reached", Todoist's 403
		// MAX_PROJECTS_LIMIT_REACHED): the account is full, as behind a
		// 400 (set 37), not a permission (set 410).
		// A cap on work still in flight, reached (Azure IoT Hub's 403006
		// "Number of active file upload requests cannot exceed 10"), or a
		// queue of it that is full (403004 "The device maximum queue depth
		// has been exceeded"): it frees as that work ends, as under any
		// other 4xx (set 1227's reading, standing.go runningWork and
		// fullQueueWords; set 1315).
		if hasAny(t, "too many", "limit", "exceed", "maximum number") && runningWork(t) || hasAny(t, fullQueueWords...) {
			return verdict(transient, "http 403, but the body says: a cap on work still waiting or in flight is reached: it frees as that work ends")
		}
		if capReached(t) { // roomwords.go
			return verdict(premise, "http 403, but the body says a cap on what the account holds is reached: free one or raise the limit")
		}
		// A delete refused for what the object still holds (Docker's 403
		// "network x has active endpoints", set 877): a dependency to
		// remove first, not the caller's rights.
		if holdsDependents(t) && !hasAny(t, authorityWords...) && !hasFold(t, "is forbidden: user") { // hedgednotfound.go
			return verdict(premise, "http 403, but the body says the object cannot be removed while it holds others: settle those first")
		}
		// A delete refused for the role the object plays, not the caller's
		// rights (Contentful's 403 DefaultLocaleNotDeletable "Cannot delete
		// a default locale", set 1506; IAM's "Cannot delete the default
		// version of a policy"): another must take the role first
		// (appwords.go removalRefusedInUse).
		if removalRefusedInUse(t) && !hasAny(t, authorityWords...) && !hasFold(t, "is forbidden: user") {
			return verdict(premise, "http 403, but the body says the object cannot be removed in the role it holds (default, active, running): move the role first")
		}
		if modelWrongKind(t) || modelLacks(t) { // stated.go
			return verdict(invalid, "http 403, but the body says the model the call names cannot do what it asks: change the model or the endpoint")
		}
		if promptFlagged(t) { // compatserver.go
			return verdict(invalid, "http 403, but the body says a moderation check flagged the input: change the prompt")
		}
		switch {
		case hasFold(t, "missing authentication token"):
			// API Gateway's answer for a path or method it does not have.
			return verdict(invalid, "http 403 Missing Authentication Token: API Gateway has no such resource or method (wrong URL)")
		case hasFold(t, "bad request. we can't connect to the server for this app or website"):
			// CloudFront's 403 "Bad request." page: the host the request
			// named is not an alternate domain of the distribution
			// (http-403-forbidden.html, set 1256): the site's setup, not
			// the caller's rights; its "Request blocked." page stays denied.
			return verdict(premise, "http 403 CloudFront Bad request: the distribution is not set up for this host name (alternate domain missing)")
		case hasAny(t, "cname cross-user banned"):
			return verdict(premise, "http 403: the DNS setup (a CNAME across Cloudflare accounts) is not allowed")
		}
		if r, ok := k8sForbidden(t); ok {
			r.Reason = "http 403 from Kubernetes: " + r.Reason
			return r, true
		}
		// Cosmos DB's 403 with substatus 1008: the database account
		// does not exist (deleted, or a name the plan got wrong); no
		// credential reaches it (set 408).
		if c.header("x-ms-substatus") == "1008" {
			return verdict(premise, "http 403 with Cosmos DB substatus 1008: the database account does not exist")
		}
		return verdict(denied, "http 403: forbidden")
	case 404:
		// A not-found that names where the object is instead (Unleash's
		// "There's no feature named \"x\" in project \"a\", but there's a
		// feature with that name in project \"b\"", set 1656): the object
		// exists and the message gives the scope to call: hedgednotfound.go.
		if foundElsewhere(t) {
			return verdict(invalid, "http 404, but the body says: "+foundElsewhereReason)
		}
		// go-github's Error() ("GET https://api.github.com/repos/o/r: 404
		// Not Found []") drops the body's documentation_url, but its URL
		// still names GitHub, whose bare 404 hides what the token may not
		// see (githubError); a 404 naming what is missing ("404 Branch not
		// found") is left to the wording.
		if hasFold(t, "api.github.com/") && hasFold(t, ": 404 not found") {
			return verdict(denied, "github: 404 is how GitHub hides resources the token may not see")
		}
		// InfluxDB 2.x lists only the buckets the token may read, and every
		// org holds its system buckets (_monitoring, _tasks), so a 404 "no
		// buckets found in organization x" means the token sees none of
		// them: the maintainer's reading in influxdb-gds-connector issue 12
		// (set 1588). A named bucket that is missing ("bucket \"x\" not
		// found") stays premise.
		if hasFold(t, "no buckets found in organization") {
			return verdict(denied, "http 404, but InfluxDB lists only the buckets a token may read and every org holds system buckets: the token sees none")
		}
		// An identifier in the path that the server could not even parse
		// as a UUID, answered with a 404 (Deepgram "UUID parsing failed:
		// invalid character: expected an optional prefix of `urn:uuid:`
		// ...", the Rust uuid crate's text; Go google/uuid "invalid UUID
		// length: 7", "invalid UUID format"): the argument is malformed,
		// no object was looked up: repair the id (set 1486). A well-formed
		// id that names nothing stays premise.
		if malformedUUID(t) {
			return verdict(invalid, "http 404, but the body says the id is no well-formed UUID: fix the argument")
		}
		if misspeltModel(t) && fineTunedModel(t) { // modelaccess.go
			return verdict(premise, "http 404 for a fine-tuned model (an earlier job's output) that is not there: the job failed or the model was deleted: replan")
		}
		if projectLacksModel(t) { // modelaccess.go (set 1361)
			return verdict(denied, "http 404, but the body says the project or organization has no access to the model")
		}
		if modelOrRouteTypo(t) {
			return verdict(invalid, "http 404 about a model or endpoint name: fix the call")
		}
		if endpointsLack(t) { // compatserver.go
			return verdict(invalid, "http 404, but the body says no endpoint supports a feature the request asks for: drop it or name another model")
		}
		// The object exists in the other mode of the API key (Stripe,
		// Mollie; stripe.go): not in this mode, premise.
		if keyModeMismatch(t) {
			return verdict(premise, "http 404: "+keyModeReason)
		}
		// A container registry hides a private repository behind a 404
		// as GitHub does: Docker's "pull access denied for x, repository
		// does not exist or may require 'docker login'" with the
		// registry's "denied: requested access to the resource is
		// denied" (moby distribution errors; set 382).
		if hasFold(t, "pull access denied") || hasFold(t, "requested access to the resource is denied") {
			return verdict(denied, "http 404 from a registry that hides what the credentials may not pull: log in or use credentials with access")
		}
		if severalMatches(t) {
			return verdict(ambiguous, "http 404, but the body says the name matched several where one was needed")
		}
		// A lookup or search that matched no record, as People Data Labs'
		// SDKs print its 404 ("No records were found matching your
		// request"; set 1325, codes.go noRecordsMatched): no data, not a
		// missing object.
		if noRecordsMatched(t) {
			return verdict(ambiguous, "http 404, but the body says the lookup matched no record: no data for this query")
		}
		// A field the schema does not have, under a 404 (Typesense
		// "Could not find a field named `x` in the schema"; set 409): the
		// call names it wrong, as an undefined column. Typesense words the
		// filter_by and facet_by cases with the role before "field" ("Could
		// not find a filter field named `x` in the schema.", set 596).
		if hasAny(t, "could not find a field named", "no field named", "could not find a filter field named", "could not find a facet field named") {
			return verdict(invalid, "http 404 for a field the schema does not have: fix the field name")
		}
		// openrouteservice sends its 2010/6010/8010 "Could not find
		// routable point within a radius of 350.0 meters of specified
		// coordinate 1" under a 404 (set 1313): an input coordinate off the
		// road network, the call's argument (geomwords.go), not a missing
		// object.
		if hasAny(t, "could not find routable point", "no suitable edges near location", "could not find a matching segment for") {
			return verdict(invalid, "http 404, but the body says an input coordinate snaps to no road within the search radius: move it or widen the radius")
		}
		// Notion's object_not_found as its clients print it, without the
		// JSON code ("APIResponseError: Could not find database with ID:
		// x. Make sure the relevant pages and databases are shared with
		// your integration."): the text names the missing grant, as the
		// code's row reads it (codes.go modeShared; set 592).
		if hasAny(t, "shared with your integration", "shared with the integration") {
			return verdict(denied, "http 404, but the body says the object is not shared with this integration: share it, or hand back")
		}
		// A Git host's 404 for a project or repository it hides from this
		// token (GitLab's "404 Project Not Found"; hedgednotfound.go).
		if r, ok := matchWords(hiddenRepoMatcher, t); ok {
			r.Reason = "http 404: " + r.Reason
			return r, true
		}
		// An ORM lookup made with no key or an impossible one
		// (ActiveRecord "Couldn't find Order without an ID"; ormrow.go):
		// no row was sought, the request lacked the id (set 1401).
		if lookupWithoutKey(t) {
			return verdict(invalid, "http 404, but the body says the lookup was given no usable id (ActiveRecord find with nil or an out-of-range id): send the id")
		}
		if cosmosRouting(c) {
			return verdict(transient, "http 404 with Cosmos DB substatus 1002: the replica has not caught up with the session yet: retry")
		}
		if r, ok := relayedLower(404, t); ok { // relayedlower.go (set 1315)
			r.Reason = "http 404, but the body relays: " + r.Reason
			return r, true
		}
		return guessVerdict(premise, "http 404: the resource does not exist")
	case 407:
		if digestStale(t) {
			return verdict(transient, "http 407, but the Digest challenge says stale=true: the credentials were right and only the nonce aged: retry with the new nonce (RFC 7616 3.3)")
		}
		if proxyAllowanceSpent(t) { // relayed.go (set 1604)
			return verdict(premise, "http 407, but the proxy says the account's traffic allowance is spent: the credentials work, the plan's quota does not")
		}
		return verdict(denied, "http 407: proxy authentication required")
	case 408:
		return timeoutVerdict("http 408: request timeout")
	case 409:
		if severalMatches(t) {
			return verdict(ambiguous, "http 409, but the body says the name matched several where one was needed")
		}
		if r, ok := branchRuleRefusal(t); ok { // standing.go
			r.Reason = "http 409: " + r.Reason
			return r, true
		}
		// A name still being freed, refused for a create that the body
		// asks to send again (Azure Key Vault "Key x is currently being
		// deleted and cannot be re-created; retry later.", set 1274): the
		// deletion completes by itself, as codes.go's "is being deleted"
		// for a create, before refusedForState reads "cannot be" as a
		// state the plan assumed away.
		if nameBeingFreed(t) {
			return verdict(transient, "http 409: the name is still being freed by a deletion in progress: retry the create later")
		}
		// A lost race the server names as its own (HAPI FHIR's HAPI-0825
		// "The operation has failed with a version constraint failure.
		// This generally means that two clients/threads were trying to
		// update the same resource at the same time, and this request was
		// chosen as the failing request."): no version the caller sent
		// went stale, two writes met inside the server, and HAPI's own
		// transaction service retries them (sets 710 and 1663, two of two
		// blind labels transient).
		if hasAny(t, "chosen as the failing request", "were trying to update the same resource at the same time") {
			return verdict(transient, "http 409, but the body says two writes met at the same time inside the server and this one lost the race: send it again")
		}
		// A provider's stockout under a 409 (Fly.io's Machines API answers
		// an update or start it cannot place on the machine's host with
		// 409 {"error":"aborted: could not reserve resource for machine:
		// insufficient CPUs available to fulfill request on the current
		// host"}; flyctl's deploy reads the same phrase and replaces the
		// machine elsewhere, set 1582): nothing the step made is already
		// there, the host's capacity frees with time or on another host,
		// as under a 400 or 422 (stockout.go, worldstate.go overInvalidText).
		if capacityStockout(t) {
			return verdict(transient, "http 409, but the body says: "+stockoutReason)
		}
		// A delete refused for what the object still holds ("cannot be
		// deleted because it has bookings"): not existing state the step
		// made, a dependency to remove first (dependents.go).
		if holdsDependents(t) {
			return verdict(premise, "http 409: the object cannot be deleted or changed while it holds others: settle those first")
		}
		// An act refused for a state the object reached ("paid invoices
		// cannot be edited"): not what the step made, a state it assumed
		// away (raised.go).
		if refusedForState(t) {
			return verdict(premise, "http 409: the act is refused for a state the object already reached: the plan assumed an earlier state")
		}
		// The state the act needs, named ("must be stopped before",
		// "is still a draft"): not what the step made (standing.go).
		if stateRequired(t) {
			return verdict(premise, "http 409: the object is not in the state the act needs: another step comes first")
		}
		if staleRef(t) { // staleref.go
			return verdict(premise, "http 409: "+staleRefReason)
		}
		// A cancel or stop of work that has already ended ("Batch ... is
		// not in progress and cannot be cancelled", "has already ended and
		// can no longer be canceled"), before overConflict, whose "in
		// progress" would read the refusal as work still running (set 435).
		if finishedAlready(t) {
			return verdict(conflict, "http 409: the operation to stop has already ended: what the step wanted is so")
		}
		// The object's state named as what blocks the act ("is not in a
		// valid state to perform this action", "invalid state transition
		// from"): not what the step made (statemachine.go). An "already"
		// state stays with the end-state reading below (endstate.go).
		if r, ok := objectStateRefusal(t); ok && !hasFold(t, "already") {
			r.Reason = "http 409: " + r.Reason
			return r, true
		}
		if r, ok := matchWords(stateMachineMatcher, t); ok {
			r.Reason = "http 409: " + r.Reason
			return r, true
		}
		if r, ok := matchWords(overConflict, t); ok {
			r.Reason = "http 409: " + r.Reason
			return r, true
		}
		// A 409 whose body says the object is still settling ("Unable to
		// update the desired user, since the user is still being
		// activated", Okta E0000112; set 1288): the change in progress ends
		// by itself, no duplicate is held. Only the settling words' waits
		// are taken here, after every conflict reading above.
		if r, ok := matchWords(settlingMatcher, t); ok && r.Kind == transient {
			r.Reason = "http 409: " + r.Reason
			return r, true
		}
		// CKAN's action API answers every schema failure of a call with a
		// 409 and its envelope's "__type": "Validation Error" (a field
		// missing, a tag malformed): the call is wrong, nothing in the
		// world conflicts. Field messages that say otherwise ("That URL is
		// already in use.", "Organization does not exist") were read above
		// (set 1370).
		if ckanValidation(t) {
			return verdict(invalid, "http 409 whose CKAN envelope is a Validation Error: a field of the call failed the action's schema: repair the call")
		}
		return guessVerdict(conflict, "http 409: conflict with existing state")
	case 410:
		if signedExpiringLink(t) { // signedlink.go
			return verdict(denied, "http 410 on a signed link with an expiry: the link's credential has expired, not the resource: get a freshly signed link")
		}
		if cosmosRouting(c) {
			return verdict(transient, "http 410 with a Cosmos DB routing substatus: the partition moved or split: refresh the routing and retry")
		}
		// A 410 whose body names the request's own fault (Bing Web
		// Search's 410 "HTTP is not allowed; use HTTPS.", OpenCage's
		// 410 "request too long"): some APIs spend the status on a call
		// they will never serve as sent, and the body says how to repair
		// it (held-out sets 607 and 652).
		if r, ok := matchWords(callFaultMatcher, t); ok {
			r.Reason = "http 410, but the body says: " + r.Reason
			return r, true
		}
		// A 410 whose body says the caller went too fast: Cloud Storage's
		// older answer to a resumable upload over the per-object mutation
		// limit, "The total number of changes to the object ... exceeds the
		// rate limit. Please reduce the rate of create, update, and delete
		// requests." (set 1385; its 429 today: "exceeded the rate limit for
		// object mutation operations"). The object is there; the pace is
		// the fault, so a wait, whatever "gone" says (rateWords).
		if r, ok := matchWords(rateOnly, t); ok && r.Kind == transient {
			r.Reason = "http 410, but the body says: " + r.Reason
			return r, true
		}
		// A 410 whose body says only that the object "has already been
		// deleted" (WordPress rest_already_trashed, WooCommerce, the
		// OpenStreetMap API): some APIs answer a repeated delete so, and
		// the word "already" answers the act that makes the state: the
		// world holds what the step was to make (sets 661, 789, 1271, four
		// of four blind labels conflict; appwords.go alreadyStated).
		if alreadyStated(t) {
			return verdict(conflict, "http 410, but "+alreadyStatedReason)
		}
		return verdict(premise, "http 410: gone")
	case 412:
		// A translation engine's unsupported language pair under 412
		// (OneHourTranslation 201, set 1323): the argument, not the world.
		if translationArgument(t) { // translatewords.go
			return verdict(invalid, "http 412, but the body says the language pair or source language is not one the engine takes: change the argument")
		}
		// A 412 whose body asks for the same call again (Bot Framework's
		// "Precondition failed, please try again."): a race the service
		// expects to clear, not a precondition the caller asserted (set 399).
		if hasAny(t, "please try again", "try again later") && !createOnly(t) {
			return verdict(transient, "http 412, but the body asks for the call again: a race that clears")
		}
		if createOnly(t) {
			return verdict(conflict, "http 412 on a create-only precondition: already exists")
		}
		// Harbor's immutable tag ("the tag v1 configured as immutable,
		// cannot be updated", code PRECONDITION): the tag already names an
		// artifact, as ECR's immutable tag (set 1640, endstate.go).
		if hasFold(t, harborImmutableText) {
			return verdict(conflict, "http 412, but the tag is immutable and already names an artifact (Harbor): use it, or push under another tag")
		}
		// A 412 whose body names a unique-key violation (Dataverse maps
		// DuplicateRecord 0x80040237 "Cannot insert duplicate key." to 412;
		// held-out set 774): the create found the row already there, no
		// precondition of the caller's went stale.
		// HAPI FHIR raises a unique combo search parameter's refusal as
		// PreconditionFailedException ("Can not create resource of type
		// Patient as it would create a duplicate unique index matching
		// query: ... (existing index belongs to Patient/9)"): the record
		// the create was to make already exists (sets 710, 1276, 1663).
		if hasAny(t, "duplicate key", "duplicated key", "duplicate entry", "would create a duplicate unique index") {
			return verdict(conflict, "http 412, but the body names a duplicate key: the record already exists")
		}
		// A FHIR conditional create, update, patch or delete whose search
		// matched several resources (hl7.org/fhir/http.html: "412
		// Precondition Failed error indicating the client's criteria were
		// not selective enough"; issue-type multiple-matches): the lookup
		// found several where one was needed, not a stale precondition
		// (held-out set 710).
		if severalMatches(t) || hasFold(t, "multiple-matches") {
			return verdict(ambiguous, "http 412, but the body says the conditional search matched several resources: narrow the criteria")
		}
		// Cloud Storage's bare "At least one of the pre-conditions you
		// specified did not hold" stays premise, though most blind sets
		// pick a create-only write for it (125, 356, 421, 441, 449, 451,
		// 457, 458 against 27, 92, 321): the same sentence answers a stale
		// generation on an update or a read, and a conflict verdict skips
		// the step, which would drop that update silently. A re-read
		// (premise) is safe for both. The text must show generation 0.
		if orgPolicyRefusal(t) { // standing.go
			return verdict(denied, "http 412 from an organization policy the agent cannot change")
		}
		// A 412 whose body says the request left out the precondition header
		// the resource requires (Microsoft Graph Planner "The If-Match header
		// must be specified for this kind of request."; set 1796): RFC 6585's
		// 428 in a 412's clothes; nothing went stale, the call lacks a header.
		if ifMatchMissing(t) {
			return verdict(invalid, "http 412, but the body says the required If-Match header was not sent: read the ETag and send it")
		}
		if optimisticLock(t) {
			return verdict(premise, "http 412 from optimistic locking: "+staleCopyReason)
		}
		// Vault's "required index state not present": a standby or
		// performance node has not yet caught up to the index the client's
		// last write returned (X-Vault-Index); it does shortly, and the
		// docs say to retry (sets 398 and 659).
		if hasFold(t, "required index state not present") {
			return verdict(transient, "http 412 from Vault: this node has not caught up to the index of the client's last write yet: retry")
		}
		return verdict(premise, "http 412: a precondition the request asserted is false")
	case 413, 414, 415, 431:
		if s == 413 && c.header("Retry-After") != "" {
			// RFC 9110 15.5.14: a Retry-After says the condition is temporary.
			return verdict(transient, "http 413 with Retry-After: the server's limit is temporary")
		}
		return verdict(invalid, "http "+itoa(s)+": the request is too large or of the wrong type")
	case 421:
		return verdict(transient, "http 421: misdirected request")
	case 423:
		// A lock on the account or store for a state someone must settle
		// (Shopify's 423 "The shop is locked because of an unpaid
		// invoice", a frozen or suspended account), not a resource lock
		// that another writer lets go (set 393).
		if hasAny(t, "unpaid", "payment", "suspended", "frozen", "fraudulent", "account is locked", "shop is unavailable", "store is unavailable") {
			return verdict(premise, "http 423 on an account or store locked for a state someone must settle (billing, suspension), not a passing lock")
		}
		// Gitea and Forgejo answer a write to an archived repository with
		// 423 "repo is archived" (mustNotBeArchived; swagger
		// repoArchivedError): read-only until unarchived, premise, as the
		// archived ruling (set 1267).
		if hasFold(t, "repo is archived") {
			return verdict(premise, "http 423 on an archived repository: read-only until someone unarchives it")
		}
		return verdict(transient, "http 423: locked")
	case 424:
		if r, ok := failedDependency(c); ok { // dependency.go
			return r, true
		}
		return verdict(premise, "http 424: failed dependency")
	case 425:
		return verdict(transient, "http 425: too early")
	case 429:
		if adminBlockList(t) { // adminblock.go (set 1623)
			return verdict(denied, adminBlockReason)
		}
		// Finnhub's 429 "API limit reached. Please sign up for a free
		// account to continue using the API": its maintainer, "You only
		// receive this text ... if your token field is empty" (Finnhub-API
		// issues 122, 339; set 1664). No key reached the API; no wait helps.
		if hasFold(t, "sign up for a free account to continue") {
			return verdict(denied, "http 429 asking the caller to sign up: no API key reached the service (an empty token), not a rate window")
		}
		if hasAny(t, "request too large", "must be reduced", "too many tokens in the request") {
			return verdict(invalid, "http 429 for a request larger than the limit itself: shrink it")
		}
		// A query the service stopped for its cost, whose body asks for a
		// narrower one (Sentry's "Query timeout. Please try with a smaller
		// date range or fewer conditions.", Loki's "reduce the time range
		// of the query"): the same query meets the same cost after any
		// wait; narrow it (sets 740, 1233).
		if asksNarrowerQuery(t) {
			return verdict(invalid, "http 429, but the body asks for a narrower query (a smaller range, fewer conditions): the same query meets the same cost")
		}
		// Elasticsearch's and OpenSearch's circuit breakers answer 429 with
		// the trip's durability: TRANSIENT may pass on retry, PERMANENT
		// means this request alone is over the breaker's limit ("the
		// request must be changed", ES circuit-breaker-errors; set 690).
		if hasAny(t, `durability="permanent"`, `durability=\"permanent\"`, `"durability":"permanent"`) {
			return verdict(invalid, "http 429 from a circuit breaker whose trip is PERMANENT: this request alone is over the limit: shrink it")
		}
		if i, ok := quotaOnly.find(t); ok && i >= 0 {
			k, reason := rateStatusQuotaVerdict(t)
			return Result{Kind: k, Reason: "http 429: " + reason}, true
		}
		if r, ok := matchWords(activeSeriesLimit, t); ok { // heldlimits.go (set 646)
			r.Reason = "http 429: " + r.Reason
			return r, true
		}
		if pausedQueue(t) { // periodwords.go (set 1784)
			return verdict(premise, "http 429, but the body says the queue is disabled or paused: no wait helps until its owner resumes it")
		}
		if hasAny(t, "cluster_block_exception", "flood-stage", "read-only-allow-delete") {
			return verdict(premise, "http 429 from Elasticsearch: the index is read-only (disk watermark): free space first")
		}
		// A period longer than a minute, or API Gateway's usage-plan quota
		// ("Limit Exceeded"; its throttle says "Too Many Requests").
		// Let's Encrypt's "too many certificates already issued for exact
		// set of domains" is its weekly duplicate-certificate limit (set 400).
		// A trial key's limit is the plan's unless it is stated per minute
		// or second (periodwords.go perShortUnit; set 727).
		if longPeriod(t) || perLongUnit(t) || periodLimit(t) || longWindowSpent(t) || statedWaitOfADay(t) || hasFold(t, "trial key") && !perShortUnit(t) || freeTierLimitSpent(t) || hasFold(t, "certificates already issued") || jsonString(t, "message") == "Limit Exceeded" { // periodwords.go
			return verdict(premise, "http 429 for a quota over a day or longer, or a plan's limit: waiting minutes will not help")
		}
		return verdict(transient, "http 429: too many requests")
	case 444:
		// nginx's `return 444`, logged where the client saw only a closed
		// connection: the configuration's drop for requests it refuses
		// (an unknown Host, a blocked agent or path), the same on every
		// try (nginx.org ngx_http_rewrite_module, return; set 1381).
		return verdict(denied, "http 444: nginx closed the connection without a response by its configuration (return 444), a refusal a retry meets again")
	case 451:
		if hasFold(t, "repository access blocked") {
			return verdict(premise, "http 451: the repository is blocked for everyone (a legal takedown)")
		}
		return verdict(denied, "http 451: unavailable for legal reasons")
	case 460, 499:
		// nginx's 499 and ALB's 460: the client closed the connection
		// before the answer came.
		return verdict(transient, "http "+itoa(s)+": client closed request")
	case 500:
		// A lifecycle reload refusing the configuration file on disk
		// (Prometheus and Alertmanager /-/reload answer 500 "failed to
		// reload config: ..."; configtext.go reads the loader's words;
		// set 1662): the file is to edit, the old config still runs.
		if strings.HasPrefix(t, reloadRefusedMark) && otherConfRefused(t) {
			return verdict(invalid, "http 500, but the body is a reload refusing the configuration file: fix the file, then reload")
		}
		if absentCredential(t) { // servercred.go: go-kit's jwt middleware through DefaultErrorEncoder
			return verdict(denied, "http 500, but the body says the request carried no credential")
		}
		if spQueryThreshold(t) { // sharepointquery.go (set 1796)
			return verdict(invalid, "http 500, but the body is SharePoint's SPQueryThrottledException for the query's shape (list view or lookup column threshold): filter on an indexed column, page, or select fewer lookups")
		}
		// The API server's InternalError as client-go prints it (k8stext.go).
		if clientGoNoReason(t) {
			return verdict(unk, "http 500 whose body client-go could not read (\"unknown\"): an opaque wrapper names no cause")
		}
		if r, ok := clientGoInternal(t); ok {
			return r, true
		}
		if startedWithout(t) { // compatserver.go (set 266)
			return verdict(premise, "http 500, but the body says the server was started without the option the request's feature needs")
		}
		if chatParamsRefused(t) { // compatserver.go (set 1396)
			return verdict(invalid, "http 500, but the body is llama-server's refusal of the request's own parameters: fix the call")
		}
		// A 500 whose body says the operation's processing state is not
		// known (Clover's device REST API "the processing state of the
		// operation is indeterminate. Do not repeat the call without
		// additional analysis.", set 1696): the outcome-unknown ruling, as
		// under a 504; gated on the word before the table scan.
		if strings.Contains(t, "ndeterminate") || strings.Contains(t, "without additional analysis") {
			if r, ok := matchWords(outcomeUnknownMatcher, t); ok {
				r.Reason = "http 500, but the body says: " + r.Reason
				return r, true
			}
		}
		if r, ok := matchWords(overServer, t); ok {
			r.Reason = "http 500, but the body says: " + r.Reason
			return r, true
		}
		// An ORM's optimistic-lock refusal relayed in a 500 body (Spring
		// Boot's default error body with Hibernate's "Row was updated or
		// deleted by another transaction", a Rails StaleObjectError page):
		// the copy the write rested on is stale, the same as under a 409
		// (the stale-copy ruling; staleref.go, set 1265).
		if staleRef(t) {
			return verdict(premise, "http 500, but the body says: "+staleRefReason)
		}
		if corsNotAllowed500(t) { // corsrefusal.go (set 1180)
			return verdict(denied, "http 500, but the body says the request is not allowed: a CORS origin callback's refusal, not the server's failure")
		}
		// A store that has reached the size it may hold, or a full disk,
		// in the server's words (Meilisearch's database_size_limit_reached
		// "Maximum database size has been reached.", a 500 of type
		// internal; roomwords.go exhaustedRoom): no retry frees the room
		// (set 1167).
		if r, ok := matchWords(exhaustedRoom, t); ok {
			r.Reason = "http 500, but the body says: " + r.Reason
			return r, true
		}
		// A query over its per-query memory limit, whose body asks for a
		// smaller one (PostHog's "Query exceeds memory limits. Try reducing
		// its scope"; roomwords.go queryMemoryWords, set 1307).
		if r, ok := matchWords(queryMemoryMatcher, t); ok {
			r.Reason = "http 500, but the body says: " + r.Reason
			return r, true
		}
		if r, ok := envelope500(t); ok { // errorenvelope.go (set 872)
			return r, true
		}
		if r, ok := requestSyntax500(t); ok { // requestsyntax.go
			r.Reason = "http 500 whose body is a parser's refusal of the request: " + r.Reason
			return r, true
		}
		// A live object the steps rest on, gone: Consul's KV acquire on an
		// invalidated session answers 500 "rpc error making call: invalid
		// session" (sessiongone.go, set 579).
		if r, ok := liveObjectGone(t); ok {
			r.Reason = "http 500, but the body says: " + r.Reason
			return r, true
		}
		return guessVerdict(transient, "http 500: internal server error")
	case 501:
		if startedWithout(t) { // compatserver.go
			return verdict(premise, "http 501, but the body says the server was started without the feature: another server, or restart it with the option")
		}
		// A service that answers its own unknown failure with 501 (Sage
		// Business Cloud's authorize endpoints: "501 //unknown error {
		// message: "An internal error occurred: " + err }", set 1338): the
		// body names an internal error, not a method the server lacks.
		if hasAny(t, "internal error", "internal server error") {
			return verdict(transient, "http 501, but the body says: an internal error of the server, not a missing method")
		}
		// A service that sends a count held as 501 (Appwrite's
		// user_count_exceeded, set 1341): the body's limit, not a method.
		if r, ok := matchWords(heldCountMatcher, t); ok && r.Kind == premise {
			r.Reason = "http 501, but the body says: " + r.Reason
			return r, true
		}
		// An answer endpoint that ran and could not answer (Exa /answer
		// and /research: 501 {"error":"Unable to generate a response for
		// the given query with the available information","tag":
		// "UNABLE_TO_GENERATE_RESPONSE"}, exa.ai error codes; set 1778):
		// the search worked and held nothing to answer from, ambiguous as
		// an answer with no choices; rephrase or narrow once.
		if hasAny(t, "unable_to_generate_response", "to generate a response for the given query", "to generate an answer for the given query") {
			return verdict(ambiguous, "http 501, but the body says the answer endpoint found nothing to answer from: rephrase or narrow the query")
		}
		return verdict(invalid, "http 501: not implemented")
	case 502:
		// A 502 that carries the proxy's own error_log line is read by
		// what the line says, as the line alone is (nginx.go nginxShape):
		// an upstream whose answer is malformed or does not fit the
		// proxy's configuration ("upstream sent duplicate header line",
		// "too big header", "no valid HTTP/1.0 header") answers the same
		// way on every request (set 416, after set 47's framing words).
		if nginxLogLine(t) {
			if r, ok := nginxShape(t); ok {
				r.Reason = "http 502 with the proxy's log line: " + r.Reason
				return r, true
			}
		}
		// A sandbox's proxy that answers 502 for a sandbox past its
		// lifetime, in the E2B SDK's words ("502: This error is likely due
		// to sandbox timeout ..."): the live object is gone, as under a
		// 500 (sessiongone.go, set 1470).
		if r, ok := liveObjectGone(t); ok {
			r.Reason = "http 502, but the body says: " + r.Reason
			return r, true
		}
		// An upstream that lacks the feature, told by the gateway in front
		// of it (TrueLayer Data v3's 502 "Feature Not Supported": "Don't
		// retry. The provider doesn't support this endpoint or feature.";
		// set 1621): no wait adds it, replan without it.
		if upstreamLacksFeature(t) {
			return verdict(premise, "http 502, but the body says the upstream does not support the feature: no retry adds it, replan without it")
		}
		return verdict(transient, "http 502: bad gateway")
	case 503:
		// A platform that is not running the app at all (Heroku H14 no web
		// dynos, a paused Vercel deployment) is configuration, not load.
		if hasAny(t, "no-web-dynos", "no web processes running", "deployment_paused", "deployment is paused") {
			return verdict(premise, "http 503: the app is not deployed or running (no web dynos, a paused deployment)")
		}
		// Nor is a sealed secrets store: Vault (and OpenBao) start sealed
		// and stay so until key holders or an auto-unseal act, and no wait
		// unseals them (blind sets 398, 892 and 967 against 659). Read in
		// any client's words: the API's {"errors":["Vault is sealed"]},
		// the Go and CLI "Code: 503. Errors: * Vault is sealed", hvac's
		// "VaultDown: Vault is sealed".
		if hasFold(t, "vault is sealed") {
			return verdict(premise, "http 503: the secrets store is sealed; an operator (or its auto-unseal) must unseal it first")
		}
		// Nor is an app that crashes at every start (Heroku H10 "App
		// crashed", a container that never listens): worldstate.go.
		if r, ok := matchWords(failedStartMatcher, t); ok {
			r.Reason = "http 503 from a deployment that fails to start: " + r.Reason
			return r, true
		}
		// Nor is a plan's spent quota or billing in the body ("Monthly
		// request quota ... exhausted ... Upgrade your plan", set 202): the
		// quota words decide as for a 429, and only their premise verdict
		// (a day or longer, billing) overrides; a per-minute or "try again
		// later" quota stays a wait.
		if r, ok := matchWords(quotaOnly, t); ok && r.Kind == premise {
			r.Reason = "http 503, but the body says: " + r.Reason
			return r, true
		}
		// Nor is a feature switched off for the account, with a person's
		// act to enable it as the remedy ("webhooks are disabled for this
		// workspace; an admin must enable them in settings", set 233):
		// configuration, not load. A Retry-After, or "temporarily" or
		// maintenance in the body, keeps the wait.
		if switchedOffFeature(t) && c.header("Retry-After") == "" {
			return verdict(premise, "http 503, but the body says a feature is disabled until someone enables it: configuration, not load")
		}
		// Nor is a bot check served as 503 ("Checking your browser",
		// set 211): no wait lets a plain client through.
		if r, ok := challengePage(c); ok { // challengepage.go
			return r, true
		}
		// Nor is a full disk or a free-space floor reached (Splunk's
		// "The minimum free disk space (5000MB) reached for ...", set 418):
		// storage exhausted, as the disk words in generic.go read it.
		if hasAny(t, "minimum free disk space", "free disk space is below", "insufficient free disk space",
			"no space left on device", "disk is full", "out of disk space") {
			return verdict(premise, "http 503, but the body says the disk is full: free space first")
		}
		// Nor is a JetStream stream full under DiscardNew, which
		// nats-server serves as 503 10077: the stream's configured limit,
		// not load (brokerwords.go streamFullWords; set 1167).
		if r, ok := matchWords(streamFullMatcher, t); ok {
			r.Reason = "http 503, but the body says: " + r.Reason
			return r, true
		}
		// Nor is a query too broad to answer (Elasticsearch 7's
		// too_many_buckets_exception under "all shards failed", set 1630):
		// the same query fails after any wait (stated.go queryBreadthWords).
		if r, ok := matchWords(queryBreadthMatcher, t); ok {
			r.Reason = "http 503, but the body says: " + r.Reason
			return r, true
		}
		return verdict(transient, "http 503: service unavailable")
	case 504:
		// A timeout that says the work may still be going on (Kubernetes'
		// "but may still be processing the request"): the outcome is
		// unknown, not merely late (wording.go outcomeUnknownWords, set 530).
		if r, ok := matchWords(outcomeUnknownMatcher, t); ok {
			r.Reason = "http 504, but the body says: " + r.Reason
			return r, true
		}
		// A cache's answer to a request that forbade going to the origin
		// (Cache-Control: only-if-cached) and found no stored copy: RFC
		// 9111 5.2.1.7 has it answer 504, which is no timeout; the same
		// request meets the same empty cache (Squid
		// ERR_ONLY_IF_CACHED_MISS, "Valid document was not found in the
		// cache and only-if-cached directive was specified"): the cached
		// copy the step rested on is not there, premise (set 1409).
		if strings.HasPrefix(c.code, "ERR_ONLY_IF_CACHED_MISS") || strings.HasPrefix(c.header("X-Squid-Error"), "ERR_ONLY_IF_CACHED_MISS") || hasAny(t, "only-if-cached") {
			return verdict(premise, "http 504, but the cache says it holds no copy and the request forbade the origin (only-if-cached): the cached copy the step assumed is not there")
		}
		// A query service's per-query limit sent under 504 (PostHog's
		// "Query has reached the max memory limit before completing";
		// roomwords.go queryMemoryWords, set 1697): the same query meets
		// it again, no wait helps. Gated on "uery", which the rows read
		// here carry.
		if strings.Contains(t, "uery") {
			if r, ok := matchWords(queryMemoryMatcher, t); ok {
				r.Reason = "http 504, but the body says: " + r.Reason
				return r, true
			}
		}
		return timeoutVerdict("http 504: gateway timeout")
	case 505:
		return verdict(invalid, "http 505: HTTP version not supported")
	case 506:
		// Variant Also Negotiates (RFC 2295 8.1): "the server has an
		// internal configuration error": the chosen variant negotiates
		// itself. Every retry meets the same configuration (set 367).
		return verdict(premise, "http 506: variant also negotiates: the server's content negotiation is misconfigured, on every retry")
	case 507:
		return verdict(premise, "http 507: insufficient storage")
	case 508:
		// Loop Detected (RFC 5842 7.2: the server "encountered an infinite
		// loop while processing a request with Depth: infinity"; Vercel's
		// INFINITE_LOOP_DETECTED): the structure or routing loops, and
		// every retry meets it, as a redirect loop (set 296). A shared
		// host's 508 "Resource Limit Is Reached" (CloudLinux LVE) is the
		// account's load at that moment.
		if hasFold(t, "resource limit") {
			return verdict(transient, "http 508: the hosting account's resource limit is reached for now (CloudLinux LVE): retry later")
		}
		return verdict(premise, "http 508: loop detected: the server meets an infinite loop in the resources or routing, on every retry")
	case 510:
		// Not Extended (RFC 2774 7): "the policy for accessing the
		// resource has not been met in the request"; the client must
		// re-issue it with the extension the server names: the request is
		// what is wrong, not the moment (set 367).
		return verdict(invalid, "http 510: not extended: the request lacks an extension the server requires; re-issue it extended")
	case 511:
		return verdict(denied, "http 511: network authentication required")
	case 522, 524, 598, 599:
		return timeoutVerdict("http " + itoa(s) + ": timeout")
	}
	switch {
	case s < 300:
		// success status: only a body can say it failed. A JSON batch
		// (Microsoft Graph's $batch "responses") whose items came out both
		// ways worked in part, as a 207's (set 1225); the status line
		// before the body is not an item.
		if k := strings.Index(t, `"responses"`); k >= 0 && multiStatusMixed(t[k:]) {
			return verdict(ambiguous, "http "+itoa(s)+" JSON batch with items that succeeded and items that failed: the call worked in part")
		}
		// An XML gateway's own failure envelope (Sage Intacct; set 1614),
		// before the decoder's words read a parser message as the
		// client's.
		if r, ok := xmlGatewayFailure(t); ok { // xmlgateway.go
			return r, true
		}
		// A decoder's error over it, or a sign-in page in place of the
		// answer (set 119).
		if r, ok := undecodable2xx(c); ok { // undecodable.go
			return r, true
		}
		if r, ok := signInPage(c); ok { // signinpage.go
			return r, true
		}
		if r, ok := challengePage(c); ok { // challengepage.go
			return r, true
		}
		if r, ok := noMatchPage(c); ok { // challengepage.go
			return r, true
		}
		if r, ok := severalMatches2xx(c); ok { // serverquotes.go
			return r, true
		}
		if r, ok := tombstone2xx(c); ok { // tombstone.go (set 484)
			return r, true
		}
		if r, ok := stripeFailedObject(c); ok { // stripe.go (set 1245)
			return r, true
		}
		if r, ok := unusable2xx(c); ok { // fetchbody.go
			return r, true
		}
		if r, ok := directoryListing2xx(c); ok { // dirlisting.go (set 1357)
			return r, true
		}
		if r, ok := splicedErrorPage(c); ok { // splicedpage.go
			return r, true
		}
		// A 2xx handed on as a failure with nothing at all in it (set
		// 1451: nginx serving an X-Accel-Redirect to a zero-byte file
		// answers 200 with Content-Length: 0): the call ran and answered
		// nothing, as the table's empty-body row reads an empty 2xx.
		if strings.TrimSpace(c.message) == "" {
			return verdict(ambiguous, "http "+itoa(s)+" with an empty body: the call ran and answered nothing the step can use")
		}
		if n := recordList(c.body); n >= 2 { // serverquotes.go
			return guessVerdict(ambiguous, "http "+itoa(s)+" with a list of "+itoa(n)+" records, handed over as a failure: the lookup found several where the step needed one; narrow it")
		}
		return Result{}, false
	case s < 400:
		return verdict(unk, "http 3xx: redirect not followed")
	case s < 500:
		// A bot check served under another 4xx (AWS WAF's CAPTCHA page
		// comes as a 405, set 1256): no change of method or arguments
		// passes it. A 429 keeps its wait.
		if s != 429 {
			if r, ok := challengePage(c); ok { // challengepage.go
				return r, true
			}
		}
		if r, ok := k8sObjectPhase(t); ok { // standing.go
			return r, true
		}
		if fullyHeld(t) { // heldcopy.go (set 393)
			return verdict(conflict, "http "+itoa(s)+", but the text says the local copy already holds the whole resource: nothing left to fetch")
		}
		// A Kubernetes field error ("... is invalid: spec...: Forbidden:
		// field can not be less than previous value") is about the object.
		if hasFold(t, " is invalid: ") && hasFold(t, "forbidden:") {
			return verdict(invalid, "http "+itoa(s)+": a field of the object is not allowed as written")
		}
		// The server's read deadline on a slow upload, or a lookup that
		// matched several (serverquotes.go, set 167).
		if requestReadTimeout(t) {
			return timeoutVerdict("http " + itoa(s) + ", but the body is the server's read deadline expiring on the request body")
		}
		if severalMatches(t) {
			return verdict(ambiguous, "http "+itoa(s)+", but the body says the name matched several where one was needed")
		}
		// ATTOM's status block for a lookup that ran and matched nothing,
		// which it serves under a 400 as well as a 200 ({"status":{...,
		// "msg":"SuccessWithoutResult","total":0}}; set 1752): not a wrong
		// request, an empty answer.
		if hasFold(t, "successwithoutresult") {
			return verdict(ambiguous, "http "+itoa(s)+", but the body's status says the lookup succeeded without a result (ATTOM SuccessWithoutResult): narrow it")
		}
		if r, ok := relayedLower(s, t); ok { // relayedlower.go (set 606)
			r.Reason = "http " + itoa(s) + ", but the body relays: " + r.Reason
			return r, true
		}
		// A 4xx whose body relays the database's SQLSTATE (PostgREST's and
		// Supabase's {"code":"42703","details":...,"hint":...}, a handler
		// passing pgx's "(SQLSTATE 42703)" on): the state says which part
		// failed, so "column x does not exist" is the query's fault, not a
		// missing object (held-out set 643).
		if r, ok := relayedSQLState4xx(t); ok {
			r.Reason = "http " + itoa(s) + ", and the body relays the database's error: " + r.Reason
			return r, true
		}
		// A project or organization refused a model that exists (OpenAI's
		// project allowlists, Vertex AI's "is not allowed to use Publisher
		// Model" under 400; modelaccess.go, sets 1361 and 1427), whatever
		// 4xx carried it, as under 404 above.
		if projectLacksModel(t) {
			return verdict(denied, "http "+itoa(s)+", but the body says the project or organization may not use the model")
		}
		// A hosted model the router's providers do not serve (Hugging Face
		// Inference Providers' "Model not supported by provider together",
		// "The requested model 'x' is not supported by any provider you have
		// enabled") or serve only on a dedicated endpoint the account has not
		// made (Together's "Unable to access non-serverless model", relayed by
		// a gateway without its model_not_available code): the name is right
		// and no argument repairs it (modelaccess.go, set 1813).
		if providerLacksModel(t) || dedicatedOnlyModel(t) {
			return verdict(premise, "http "+itoa(s)+", but the body says no provider open to the account serves the model this way: choose another model or provider")
		}
		// A 400 saying the model the call named is none the service serves
		// (Workers AI's 5007 "No such model @cf/... or task",
		// developers.cloudflare.com/workers-ai/platform/errors; set 1784):
		// the call's argument, as the 404 reading (modelOrRouteTypo) has it,
		// not a missing object the step relied on.
		if s == 400 && hasFold(t, "no such model") && modelNamed(t) {
			return verdict(invalid, "http 400, but the body says the model the call named is none the service serves: pick a listed model")
		}
		if r, ok := overInvalidText(t); ok {
			r.Reason = "http " + itoa(s) + ", but the body says: " + r.Reason
			return r, true
		}
		// AWS's bare throttle text, which Route 53 and the query APIs send
		// under 400 (ratebare.go, set 1598).
		if bareRateExceeded(t) {
			return verdict(transient, "http "+itoa(s)+", but the body says \"Rate exceeded\": the service's throttle (AWS sends it as a 400): wait and retry")
		}
		// A cap on work still waiting or in flight (standing.go
		// unseenStates, set 62) in a 4xx body: BigQuery's "Resources
		// exceeded during query execution: Too many DML statements
		// outstanding against table ..., limit is 20." under its 400
		// resourcesExceeded is a wait for the queued statements to end,
		// not a wrong request (held-out set 1227).
		if hasAny(t, "too many", "limit", "exceed", "maximum number") && runningWork(t) {
			return verdict(transient, "http "+itoa(s)+", but the body says: a cap on work still waiting or in flight is reached: it frees as that work ends")
		}
		// A code that says the thing exists, under words that do not
		// (existscode.go, set 605).
		if existsCode(c.code, c.body) {
			return verdict(conflict, "http "+itoa(s)+", but the body's code says the thing the call would create already exists")
		}
		// WordPress REST's code for an id with no object behind it, under
		// whatever 4xx the route chose (missingIDCode, set 1506).
		if missingIDCode(c.code, c.body) {
			return verdict(premise, "http "+itoa(s)+", but the body's WordPress REST code says no object has that id")
		}
		// A 4xx page that says plain HTTP reached a TLS port (nginx's 497
		// page, Go net/http's and Apache mod_ssl's 400) names the wrong
		// part of the call: the URL's scheme. Not a guess from the status
		// (set 151).
		if r, ok := matchWords(schemeOnly, t); ok {
			r.Reason = "http " + itoa(s) + ", and the body says: " + r.Reason
			return r, true
		}
		// A 405 to an MCP session's DELETE from a server that lets no
		// client end sessions (mcpsession.go sessionEndRefused, set 1392).
		if s == 405 && sessionEndRefused(t) {
			return verdict(premise, sessionEndRefusedReason)
		}
		if s == 405 && mergeActionURL(t) {
			return verdict(premise, "http 405 to a pull or merge request's merge action: the API fixes the method, so the refusal is the request's state (draft, closed, pipeline pending or failed): read it first")
		}
		return guessVerdict(invalid, "http "+itoa(s)+": the request is wrong")
	}
	// Cloudflare's edge statuses for an origin that failed the proxied
	// request (developers.cloudflare.com, Cloudflare 5xx errors; set 1453):
	// 520 an empty or unknown origin response, 521 origin refused, 522
	// connection timed out, 523 origin unreachable, 524 a timeout after
	// connecting. The edge and the request are fine and the origin may
	// answer a later try: transient by the status itself, not a guess from
	// an unknown 5xx. 525 and 526 (the origin's TLS) stay premise above.
	if s >= 520 && s <= 524 {
		return verdict(transient, "http "+itoa(s)+": Cloudflare's edge could not get an answer from the origin (empty, refused, timed out or unreachable): retry later")
	}
	// A service's own 5xx for a query over its per-query limit (PostHog's
	// 512 "Estimated query execution time is too long. Try reducing its
	// scope"; roomwords.go queryMemoryWords, set 1697), gated as above.
	if strings.Contains(t, "uery") {
		if r, ok := matchWords(queryMemoryMatcher, t); ok {
			r.Reason = "http " + itoa(s) + ", but the body says: " + r.Reason
			return r, true
		}
	}
	return guessVerdict(transient, "http "+itoa(s)+": server error")
}

var quotaOnly = newMatcher(quotaWords)

// rateOnly reads a call-rate limit said in words in a body whose status
// says otherwise (a 410; set 1385). The joined "ratelimit", "rate_limit"
// and "rate-limit" are left out: they name headers and codes
// (X-Ratelimit-Limit quoted in a client's dump of a 410 "This template has
// been deleted.", set 721) rather than say the call went too fast.
var rateOnly = newMatcher(without(rateWords, "ratelimit", "rate_limit", "rate-limit"))

// unverifiedOnly reads set 404's unverified holder under a 401 (set 821).
var unverifiedOnly = newMatcher(unverifiedHolderWords)

// httpsRequiredWords: a service that serves only over TLS, refusing a
// call made over plain HTTP in its own words, under a 403 (IIS 403.4 "SSL
// is required to view this resource", a bucket policy's "HTTPS required",
// Spark API's "SSL required for this type of request")
// or a 410 (Bing Web Search "HTTP is not allowed; use HTTPS."): the URL's
// scheme is the call's to change, no credential or wait lifts it: invalid
// (held-out set 652).
var httpsRequiredWords = []pattern{
	{text: "use https", kind: invalid, unless: "://", reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "https is required", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "https required", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "requires https", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "must be made over https", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "http is not allowed", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	{text: "ssl is required", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
	// Spark API code 1030 under a 403 "SSL required for this type of
	// request" (set 1709).
	{text: "ssl required for", kind: invalid, reason: "the service takes only HTTPS: call it with an https:// URL"},
}

// passwordPolicyWords: a new password the call chose that the service's
// password policy refuses, worded as the policy's requirements not met
// (Okta E0000080 under a 403 "The password does not meet the complexity
// requirements of the current password policy.", its cause "Password
// requirements were not met.", Active Directory's "does not meet the
// password policy requirements"): choose another value, invalid, not a
// right the caller lacks (set 1171).
var passwordPolicyWords = []pattern{
	{text: "does not meet the complexity requirements", kind: invalid, reason: "the new password fails the service's password policy: choose one that meets it"},
	{text: "password requirements were not met", kind: invalid, reason: "the new password fails the service's password policy: choose one that meets it"},
	{text: "does not meet the password policy requirements", kind: invalid, reason: "the new password fails the service's password policy: choose one that meets it"},
}

// callFaultMatcher reads what a 403 or a 410 body may say instead of
// authority or gone: the request too large or too long, sent over plain
// HTTP, or a new password its policy refuses (oversizeWords,
// httpsRequiredWords, passwordPolicyWords), or a prompt longer than the
// model's context window (worldstate.go contextOverflowWords: Together
// AI's documented 403 "Input token count + max_tokens parameter must be
// less than the context length of the model being queried."; set 1369):
// the call's own size, which no credential changes.
var callFaultMatcher = newMatcher(concat(oversizeWords, httpsRequiredWords, passwordPolicyWords, userAgentRequiredWords, textLengthWords, contextOverflowWords))

// textLengthWords: a 403 that refuses the text the call submitted for its
// length (X API v2 POST /2/tweets 403 Forbidden "Your Tweet text is too
// long. For more information on how Twitter determines text length see
// ..."; set 1330): shorten the argument, no credential lifts it.
var textLengthWords = []pattern{
	{text: "text is too long", kind: invalid, reason: "the submitted text is longer than the service allows: shorten it"},
}

// userAgentRequiredWords: a 403 that refuses a request for its missing or
// generic User-Agent header (set 1256: Wikimedia's "Please set a
// user-agent and respect our robot policy", GitHub's "Please make sure
// your request has a User-Agent header"): the request's own header is the
// fault, and sending a descriptive one passes: invalid, not authority.
var userAgentRequiredWords = []pattern{
	{text: "please set a user-agent", kind: invalid, reason: "the request lacks a proper User-Agent header: send a descriptive one"},
	{text: "please set a user agent", kind: invalid, reason: "the request lacks a proper User-Agent header: send a descriptive one"},
	{text: "request has a user-agent header", kind: invalid, reason: "the request lacks a proper User-Agent header: send a descriptive one"},
	{text: "user-agent header is required", kind: invalid, reason: "the request lacks a proper User-Agent header: send a descriptive one"},
	// SEC EDGAR's block page for a client without a declared User-Agent
	// ("Your Request Originates from an Undeclared Automated Tool", under a
	// 403, or a 200 for a generic agent; set 1353): declaring the
	// tool ("Name contact@example.com") is the repair.
	{text: "undeclared automated tool", kind: invalid, reason: "the request does not declare its tool in the User-Agent header: send a descriptive one"},
}

// userAgentRequiredMatcher reads a page, under any status, that refuses a
// request for its User-Agent (challengepage.go).
var userAgentRequiredMatcher = newMatcher(userAgentRequiredWords)

// schemeOnly reads a 4xx page for a scheme spoken to the wrong port
// (wording.go schemeWords).
var schemeOnly = newMatcher(schemeWords)

// modelOrRouteTypo reports whether a 404 body is about a model or endpoint
// name (a typo in the call) rather than a missing resource. Go's ServeMux
// and FileServer answer "404 page not found" alike for a path no route
// serves and a file that is not there, so those words say no more than
// the status: a missing resource (premise), as sets 40, 167 and 173 label
// it; a doubled route prefix in the URL still reads as the call's.
func modelOrRouteTypo(t string) bool {
	// A model the server knows by name but has not downloaded, with the
	// pull named as the step to take first (Ollama "model \"x\" not found,
	// try pulling it first"): a prerequisite of the server's, as "Cannot
	// find module" is of an install, not a misspelt name (sets 266 and 596
	// premise, 162 invalid).
	if modelPullFirst(t) {
		return false
	}
	// Vault's and OpenBao's router answers "no handler for route \"x\".
	// route entry not found." when no secrets engine or auth method is
	// mounted at the path's prefix (vault/router.go): the mount the plan
	// assumed is not there, a setup to make or find, premise, as sets 411
	// and 1182 label it; a bare "no handler" keeps the route reading.
	if hasFold(t, "route entry not found") {
		return false
	}
	if hasAny(t, "unknown url", "invalid url", "unrecognized request url", "no route", "route not found", "unknown endpoint", "endpoint not found", "no handler", "method not found",
		"cannot get /", "cannot post /", "cannot put /", "cannot patch /", "cannot delete /",
		"invalid_url_pattern", "invalid url pattern", "url trying to access is a correct one",
		// Bitbucket Cloud's 404 for a path it has no route for (set 1267):
		// "Resource not found", detail "There is no API hosted at this URL."
		"no api hosted at this url",
		// Asana's 404 for a method and path it has no action for, "No
		// matching route for request" (its docs: "the request method and
		// path supplied do not specify a known action"; sets 1295 and 1682,
		// two of two blind labels invalid).
		"no matching route for request",
		// Zoho Creator's 404 code 1000 "Invalid API URL format." (set 1320).
		"invalid api url",
		// Adobe Commerce's Webapi router, "Request does not match any
		// route." under a 404 (set 1271).
		"does not match any route",
		// kin-openapi's router (and oapi-codegen's validators on it) for a
		// path no operation of the spec serves, ErrPathNotFound "no matching
		// operation was found"; Twirp's generated router marks every route
		// it cannot serve (a wrong method name, a GET) with the meta key
		// twirp_invalid_route, and its Go client prints the code as
		// "twirp error bad_route" (set 1291).
		"no matching operation was found", "twirp_invalid_route", "twirp error bad_route",
		// Wrike's 404 method_not_found "Requested API method does not
		// exist" (set 1682): the URL is the call's, not a missing object.
		"api method does not exist",
		// SugarCRM's 404 not_found "Your requested resource was not found.
		// Could not find a handler for the path specified in the request."
		// (EXCEPTION_NOT_FOUND, set 1689): no route serves the path.
		"find a handler for the path",
		// Increase's 404 api_method_not_found_error "No API method exists at
		// this path." (increase.com/documentation/errors; set 1737).
		"no api method exists at this path") || doubledRoutePrefix(t) || otlpSignalPathTypo(t) || frameworkNoRoute(t) || gatewayNoProxy(t) { // routeprefix.go
		return true
	}
	// A 404 that sends the caller to the list of models (Together "Unable
	// to access model X. Please visit ... the list of supported models")
	// is about the name it gave (set 37). The code's own spelling counts
	// too where the body reaches rung as a Python or Ruby rendering the JSON
	// readers skip: anthropic-sdk-python's "Error code: 404 - {'type':
	// 'error', 'error': {'type': 'not_found_error', 'message': 'model:
	// claude-2.1'}}", anthropic-sdk-ruby's "status=404 body={type: \"error\",
	// error: {type: \"not_found_error\", message: \"model: ...\"}}" (set 112).
	// A model the endpoint does not serve, said by naming the one endpoint
	// or API that does (OpenAI's 404 "This model is only supported in
	// v1/responses and not in v1/chat/completions.", sent for o1-pro,
	// gpt-5-pro and the deep-research models; n8n issue 18352, pgadmin4
	// issue 9795; set 1417), is the call's pairing of model and endpoint,
	// as "This is not a chat model and thus not supported in the
	// v1/chat/completions endpoint" is: call the other endpoint.
	return modelNamed(t) && !ormModelRecord(t) && hasAny(t, "does not exist", "not found", "not_found_error", "unknown model", "invalid model", "model name is invalid", "model id is invalid", "not supported", "no such model", "supported models", "available models",
		"only supported in", "only supported on", "only supported with", "only supported by", "only supported via")
}

// frameworkNoRoute reports a web framework's own words for a path no route
// or handler serves (set 223), beside "no route" (Symfony "No route found
// for", Rails "No route matches") and Express's "Cannot GET /": Laravel's
// RouteCollection "The route api/ordres could not be found.", Spring MVC
// 6.1's NoResourceFoundException "No static resource api/ordrs." and its
// NoHandlerFoundException "No endpoint GET /api/ordrs.". The URL is wrong,
// not the object it names: invalid. Set 279 adds Fastify's default
// not-found handler "Route GET:/v2/items not found" (the method and path
// joined by a colon), Django's debug 404 "The current path, api/ordrs/,
// didn't match any of these.", Sinatra's "Sinatra doesn't know this ditty."
// and Play's "Action Not Found" page "For request 'GET /x'".
func frameworkNoRoute(t string) bool {
	return hasFold(t, "the route ") && hasFold(t, " could not be found") ||
		hasAny(t, "no static resource ", "no endpoint get /", "no endpoint post /", "no endpoint put /", "no endpoint patch /", "no endpoint delete /") ||
		hasAny(t, "route get:/", "route post:/", "route put:/", "route patch:/", "route delete:/", "route head:/", "route options:/") && hasFold(t, " not found") ||
		hasAny(t, "didn't match any of these", "didn’t match any of these", "doesn't know this ditty", "doesn’t know this ditty") ||
		hasFold(t, "action not found") && hasFold(t, "for request '") ||
		// HAPI FHIR's RestfulServer for a URL whose resource type it does
		// not serve, HAPI-0302 "Unknown resource type 'Patients' - Server
		// knows how to handle: [...]" under 404 (sets 710 and 1554): the
		// path's type is the call's typo, not a missing record; "Resource
		// Patient/1 is not known" (HAPI-2001) keeps premise.
		hasAny(t, "unknown resource type '", "unknown resource type \\\"", "unknown resource type \"")
}

// gatewayNoProxy reports an API gateway's own words for a URL that no
// deployed API's base path matches (set 547): Apigee's 404
// ApplicationNotFound "Unable to identify proxy for host: h and url: /v1/x",
// Gravitee's "No context-path matches the request URI.", beside Kong's "no
// Route matched" and APISIX's "404 Route Not Found" ("no route" above). The
// gateway never reached an API that could say what is missing: the URL is
// the call's.
func gatewayNoProxy(t string) bool {
	return hasAny(t, "unable to identify proxy for host", "no context-path matches the request uri")
}

// ormModelRecord reports an ORM's missing-record sentence that names the
// model class of the row, not a model the call chose (set 223): Laravel
// Eloquent's ModelNotFoundException "No query results for model
// [App\Models\Order] 17", Mongoose's DocumentNotFoundError "No document
// found for query ... on model \"Order\"". The record is missing: premise.
func ormModelRecord(t string) bool {
	return hasAny(t, "no query results for model", "no document found for query")
}

// modelNamed reports "model" as a word of its own ("model", "models",
// "model_not_found"), not the tail of an identifier: huma's RFC 9457
// problem documents carry "$schema": ".../schemas/ErrorModel.json" on every
// 404, which names no model (set 103).
func modelNamed(t string) bool {
	for i := range foldMatches(t, "model") {
		// Not a package segment (Java SDK 2.x's ".model." class path,
		// codes.go modelWord; set 121), nor a file's stem before its
		// extension ("model.safetensors", codes.go fileStem; set 1305).
		if (i == 0 || !isLetter(t[i-1])) && !packageSegment(t, i, i+len("model")) && !fileStem(t, i+len("model")) && modelWordEnd(t[i+len("model"):]) {
			return true
		}
	}
	return false
}

// modelWordEnd: the text after "model" ends the word or goes on as a
// model's own field ("models", "modelId", "model_name", "modelVersion"),
// not into another word ("@modelcontextprotocol/sdk" in a Node stack
// frame, "modeling"), which names no model.
func modelWordEnd(rest string) bool {
	if rest == "" || !isLetter(rest[0]) {
		return true
	}
	for _, w := range [...]string{"s", "id", "name", "version", "ref", "arn", "key", "uri", "path"} {
		if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) && (len(rest) == len(w) || !isLetter(rest[len(w)])) {
			return true
		}
	}
	return false
}

// anyEmptyArray reports whether some field key in s holds [].
func anyEmptyArray(s, key string) bool {
	if key == "" {
		return false
	}
	for off := 0; off < len(s); {
		v, isStr, ok := jsonValue(s[off:], key)
		if !ok {
			return false
		}
		if !isStr && (isEmptyArray(v) || emptyArrays(v)) {
			return true
		}
		i := strings.Index(s[off:], key)
		if i < 0 {
			return false
		}
		off += i + len(key)
	}
	return false
}

// emptyArrays reports an array whose every element is an empty array: a
// search answered once per query with nothing for any of them (Chroma's
// query "ids": [[]], set 109).
func emptyArrays(v string) bool {
	if len(v) < 4 || v[0] != '[' || v[len(v)-1] != ']' {
		return false
	}
	for rest := v[1 : len(v)-1]; ; {
		part, after, more := strings.Cut(rest, ",")
		if !isEmptyArray(strings.TrimSpace(part)) {
			return false
		}
		if !more {
			return true
		}
		rest = after
	}
}

// partialList recognises a Google list answer (AIP-217 unreachable
// resources) that names locations or zones it could not reach: Compute
// Engine aggregatedList "unreachables", the location-wide List methods'
// "unreachable" (Cloud Run, Cloud Functions, Memorystore, Filestore,
// AlloyDB), GKE ListClusters "missingZones". The list holds only what
// the reachable part returned: an empty or short list proves nothing
// about the rest (set 501). An empty array is a full answer.
func partialList(t string) bool {
	return hasAny(t, `"unreachable":["`, `"unreachable": ["`, `"unreachables":["`, `"unreachables": ["`,
		`"missingZones":["`, `"missingZones": ["`)
}

// partialBatch recognises batch responses that report failures per item
// with a success status: Elasticsearch _bulk ("errors": true beside
// "items"; docs-bulk.html), SQS SendMessageBatch/DeleteMessageBatch
// ("Failed" non-empty beside "Successful"), SNS PublishBatch, EventBridge
// PutEvents ("FailedEntryCount" > 0). A _bulk whose every item failed
// (none carries the "result" or the 2xx "status" an applied item has: sets
// 889's and 1167's one-item bulks) is no partial success, as BigQuery's
// every-row-listed insertErrors below: nothing landed, the items' errors
// decide.
func partialBatch(t string) bool {
	if strings.Contains(t, `"items"`) && (strings.Contains(t, `"errors":true`) || strings.Contains(t, `"errors": true`)) &&
		hasAny(t, `"result":`, `"result": `, `"status":2`, `"status": 2`) {
		return true
	}
	// Zendesk job_statuses (create_many, update_many,
	// create_or_update_many): "results" gives each item's "status",
	// "Created", "Updated" or "Failed" ("The \"results\" array in a
	// response lists the resources that were successfully and
	// unsuccessfully updated or created", developer.zendesk.com
	// job_statuses; set 1360). Some failed beside some applied: only the
	// failed items are to be sent again. Every item failed is no partial
	// success: the items' errors decide.
	if strings.Contains(t, `"job_status"`) && hasAny(t, `"status":"failed"`, `"status": "failed"`) &&
		hasAny(t, `"status":"created"`, `"status": "created"`, `"status":"updated"`, `"status": "updated"`) {
		return true
	}
	// Todoist Sync API: sync_status maps each command's uuid (or, for a
	// command over several objects, each object's id) to "ok" or to an
	// error object {"error_code", "error"} (developer.todoist.com Sync,
	// "Response / Error"). Some "ok" beside an error is a partial
	// success: resend only the failed commands; every command failed is
	// no partial success, and the error's own words decide (set 1377).
	if strings.Contains(t, `"sync_status"`) && strings.Contains(t, `"error_code"`) && hasAny(t, `:"ok"`, `: "ok"`) {
		return true
	}
	// A result per item, each with its own "success" (Typesense's
	// documents/import: one JSON line per document, {"success": true} or
	// {"success": false, "error": "...", "code": 400}, the call itself a
	// 200; typesense.org api/documents#import-documents, set 1373): some
	// failed beside some applied. Every item failed is no partial success:
	// the items' errors decide.
	if hasAny(t, `"success":false`, `"success": false`) && hasAny(t, `"success":true`, `"success": true`) && strings.Contains(t, `"error"`) {
		return true
	}
	// Google Ads partial_failure: the rest of the operations applied.
	if strings.Contains(t, `"partialFailureError":{`) || strings.Contains(t, `"partialFailureError": {`) {
		return true
	}
	// BigQuery tabledata.insertAll: insertErrors lists every row that was
	// not inserted (the invalid ones and, without skipInvalidRows, every
	// other row as "stopped"); a row index below the highest listed that is
	// missing from the list is a row that landed. Firestore batchWrite: a
	// status per write, empty for each write applied and with a code for
	// each that failed. Either way only the listed items are to be sent
	// again (set 334). Every row listed (set 8's one invalid row) is no
	// partial success: the rows' reasons decide.
	if i := indexFold(t, `"inserterrors"`); i >= 0 && rowsSkipped(t[i:]) {
		return true
	}
	if hasAny(t, `"writeresults":[`, `"writeresults": [`) && hasAny(t, `"status":[{},`, `"status": [{},`, `,{}]`, `, {}]`, `,{},`, `, {},`) && hasAny(t, `{"code":`, `{"code": `) {
		return true
	}
	// S3 DeleteObjects: some keys deleted, some not. Every key failing is
	// no partial success: the keys' codes decide.
	if strings.Contains(t, "<DeleteResult") && strings.Contains(t, "<Error>") && strings.Contains(t, "<Deleted>") {
		return true
	}
	if (strings.Contains(t, `"Successful":[{`) || strings.Contains(t, `"Successful": [{`)) && (strings.Contains(t, `"Failed":[{`) || strings.Contains(t, `"Failed": [{`)) {
		return true
	}
	// CloudWatch Logs PutLogEvents: rejectedLogEventsInfo names the events
	// dropped as too old, too new or expired; the rest were stored. OTLP
	// export (the collector, Grafana, Honeycomb, any OTLP/HTTP receiver):
	// partialSuccess with a rejected count above zero; an empty
	// partialSuccess, or a zero count, is a full success (set 327).
	if hasAny(t, `"rejectedlogeventsinfo":{"`, `"rejectedlogeventsinfo": {"`) {
		return true
	}
	if hasAny(t, `"partialsuccess":{`, `"partialsuccess": {`) {
		if countAboveZero(t, otlpRejectedKeys[:]) {
			return true
		}
	}
	return partialCounts(t) || countAboveZero(t, []string{`"FailedEntryCount"`})
}

var otlpRejectedKeys = [...]string{`"rejectedLogRecords"`, `"rejectedSpans"`, `"rejectedDataPoints"`, `"rejectedProfiles"`}

// partialCounts recognises a batch job's tally of its requests or tasks
// in which some failed and some succeeded (set 516): OpenAI Batch
// "request_counts" {completed, failed}, Anthropic Message Batches
// "request_counts" {succeeded, errored}, Mistral batch jobs
// "succeeded_requests"/"failed_requests", Vertex AI BatchPredictionJob
// "completionStats" {successfulCount, failedCount}, Gemini batch
// "batchStats" {successfulRequestCount, failedRequestCount}, S3 Batch
// Operations "ProgressSummary" {NumberOfTasksSucceeded,
// NumberOfTasksFailed}. The job ran and its status says done; only the
// failed items are to be sent again. A tally with no failure, or with
// nothing succeeded, is no partial success: the job's status decides.
func partialCounts(t string) bool {
	if !hasAny(t, `"request_counts"`, `"completionStats"`, `"batchStats"`, `"ProgressSummary"`, `"failed_requests"`) {
		return false
	}
	if !countAboveZero(t, doneCountKeys[:]) {
		return false
	}
	return countAboveZero(t, failedCountKeys[:]) || cutShortCounts(t)
}

// cutShortCounts reports a tally whose unfinished requests the batch's
// time limit cut off (set 898): Anthropic Message Batches request_counts
// "expired" above zero, an OpenAI batch (Azure OpenAI's, Groq's) whose
// "status" is "expired" with fewer "completed" than its "total", and a
// Mistral batch job "TIMEOUT_EXCEEDED" with fewer "completed_requests"
// than "total_requests" (platform.openai.com batch
// guide: "unfinished requests within that batch are cancelled, and any
// responses to completed requests are made available via the batch's
// output file"). The rest ran, as with a failed count: resend only the
// requests that did not. Requests a cancel stopped are not read so (a
// decision to make again, as an Anthropic result "canceled").
func cutShortCounts(t string) bool {
	if countAboveZero(t, []string{`"expired"`}) {
		return true
	}
	switch jsonString(t, "status") {
	case "expired": // OpenAI, Azure OpenAI, Groq: the OpenAI batch object
		rc := jsonObject(t, "request_counts")
		total, okT := jsonCount(rc, "total")
		done, okD := jsonCount(rc, "completed")
		return okT && okD && done > 0 && done < total
	case "TIMEOUT_EXCEEDED": // Mistral batch jobs
		total, okT := jsonCount(t, "total_requests")
		done, okD := jsonCount(t, "completed_requests")
		return okT && okD && done < total
	}
	return false
}

// jsonCount reads key's value in the JSON object o as a whole number.
func jsonCount(o, key string) (int, bool) {
	v, isStr, ok := jsonValue(o, key)
	if !ok || isStr {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	return n, err == nil
}

var (
	failedCountKeys = [...]string{`"failed"`, `"errored"`, `"failed_requests"`, `"failedCount"`, `"failedRequestCount"`, `"NumberOfTasksFailed"`}
	doneCountKeys   = [...]string{`"completed"`, `"succeeded"`, `"succeeded_requests"`, `"successfulCount"`, `"successfulRequestCount"`, `"NumberOfTasksSucceeded"`}
)

// jsonSpace is the whitespace JSON allows between tokens.
const jsonSpace = " \t\r\n"

// countAboveZero reports whether one of keys is a JSON key in t whose
// value (a number, or a number in a string as proto3 JSON writes int64)
// starts with a digit 1-9. A key's name used as a value ("status":
// "completed") is no key: no colon follows it.
func countAboveZero(t string, keys []string) bool {
	for _, k := range keys {
		for off := 0; off < len(t); {
			i := strings.Index(t[off:], k)
			if i < 0 {
				break
			}
			v := strings.TrimLeft(t[off+i+len(k):], jsonSpace)
			off += i + len(k)
			if v == "" || v[0] != ':' {
				continue
			}
			v = strings.TrimLeft(v[1:], jsonSpace+`"`)
			if v != "" && v[0] >= '1' && v[0] <= '9' {
				return true
			}
		}
	}
	return false
}

// oktaFeatureNotEnabled reports Okta's E0000015, "Feature not enabled
// exception" (developer.okta.com/docs/reference/error-codes), in the
// call's code or as the body's errorCode (set 1228).
func oktaFeatureNotEnabled(c *ctx, t string) bool {
	return strings.EqualFold(c.code, "E0000015") || hasAny(t, `"errorCode":"E0000015"`, `"errorCode": "E0000015"`)
}

// switchedOffFeature reports a body that says something is disabled (or
// not enabled) and names enabling it as the way out ("Enable it by
// visiting ...", "an admin must enable them"), without the words of a
// pause that time ends (temporarily, maintenance, try again later).
func switchedOffFeature(t string) bool {
	// A feature "not enabled for" the caller's own account, project or
	// organization names that scope's configuration as the cause (NATS
	// JetStream 10039 "JetStream not enabled for account" under a 503;
	// set 598): no wait enables it, remedy words or not.
	if hasAny(t, "not enabled for account", "not enabled for this account", "not enabled for your account", "not enabled for the account",
		"not enabled for this project", "not enabled for your project", "not enabled for the project",
		"not enabled for this organization", "not enabled for your organization") {
		return !hasAny(t, "temporar", "maintenance", "try again later", "retry later", "retry after")
	}
	if !hasAny(t, " is disabled", " are disabled", " has been disabled", " have been disabled", " is not enabled", " are not enabled") {
		return false
	}
	if !hasAny(t, "enable it", "enable them", "must enable", "to enable", "be enabled", "enable the ") {
		return false
	}
	return !hasAny(t, "temporar", "maintenance", "try again later", "retry later", "retry after")
}

// redirectNoTarget reads a redirect (301, 302, 303, 307, 308) shown whole,
// its status line and headers, that carries neither a Location nor a body
// (set 242): RFC 9110 15.4 has the redirect's target in Location, and Go's
// Client.Do hands such a response back unfollowed. The call completed and
// brought nothing to follow or use: ambiguous, as a 204. A redirect whose
// headers the text does not show, or whose body says where to go (S3's
// 301 with the bucket's Region), keeps its status's reading.
func redirectNoTarget(c *ctx) (Result, bool) {
	if c.raw.status == 0 || (c.raw.block == "" && len(c.hdr) == 0) {
		return Result{}, false
	}
	if c.header("Location") != "" || strings.TrimSpace(c.body) != "" {
		return Result{}, false
	}
	return verdict(ambiguous, "http "+itoa(c.status)+" redirect without a Location: the call completed and names nowhere to go")
}

// afterToolName returns b without an agent's leading "tool <name>: "
// (the tool's name one word, as agents log a call's result), or b.
func afterToolName(b string) string {
	t := strings.TrimSpace(b)
	if !strings.HasPrefix(t, "tool ") {
		return b
	}
	rest := t[len("tool "):]
	i := strings.Index(rest, ": ")
	if i <= 0 || strings.ContainsAny(rest[:i], " \t\n") {
		return b
	}
	return rest[i+2:]
}

// rowsSkipped reports an insertErrors list whose row indexes ("index":N)
// leave out a row below the highest one listed: that row was inserted.
func rowsSkipped(t string) bool {
	seen := map[int]bool{}
	high := -1
	for i := range foldMatches(t, `"index":`) {
		n, digits := leadingInt(strings.TrimLeft(t[i+len(`"index":`):], " "))
		if digits == 0 || digits > 9 {
			continue
		}
		seen[n] = true
		if n > high {
			high = n
		}
	}
	for n := 0; n < high; n++ {
		if !seen[n] {
			return true
		}
	}
	return false
}

// namedResultsEmpty reports a result list, named for its results (a key
// of letters and underscores ending in "results", "result_items" or
// "resultitems", any case), that is an empty array; it returns the key.
// Keys that name failures are skipped. It slices the body, as the other
// readers here do, rather than run a regular expression on every 2xx.
func namedResultsEmpty(b string) (string, bool) {
	const ws = " \t\r\n"
	for _, suffix := range [...]string{`results"`, `result_items"`, `resultitems"`} {
		for i := range foldMatches(b, suffix) {
			end := i + len(suffix) // just past the key's closing quote
			open := strings.LastIndexByte(b[:i], '"')
			if open < 0 {
				continue
			}
			key := b[open+1 : end-1]
			if strings.IndexFunc(key, func(r rune) bool { return !(r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') }) >= 0 {
				continue
			}
			v := strings.TrimLeft(b[end:], ws)
			if !strings.HasPrefix(v, ":") {
				continue
			}
			v = strings.TrimLeft(v[1:], ws)
			if !strings.HasPrefix(v, "[") || !strings.HasPrefix(strings.TrimLeft(v[1:], ws), "]") {
				continue
			}
			if hasAny(key, "fail", "error", "unprocessed", "reject", "invalid", "skipped", "warning") {
				continue
			}
			return key, true
		}
	}
	return "", false
}

// functionErrorBody reports a serverless function's error object: AWS
// Lambda's documented {"errorMessage", "errorType", "stackTrace"} shape
// (the Invoke payload of a FunctionError).
func functionErrorBody(b string) bool {
	_, _, typed := jsonValue(b, "errorType")
	_, _, said := jsonValue(b, "errorMessage")
	return typed && said
}

// carriesError reports a JSON answer with an error in it: an "error"
// key, or an "errors" list that is not empty.
// failureEnvelope reports a body that says it failed in its own envelope:
// "success": false beside a non-empty "errors" list (Cloudflare's API v4
// envelope, set 1525). Its empty side lists are not an empty answer.
func failureEnvelope(b string) bool {
	if !jsonIs(b, "success", "false") {
		return false
	}
	v, _, ok := jsonValue(b, "errors")
	return ok && !isEmptyArray(v)
}

func carriesError(b string) bool {
	if _, _, ok := jsonValue(b, "error"); ok {
		return true
	}
	v, _, ok := jsonValue(b, "errors")
	return ok && !isEmptyArray(v)
}

// modelPullFirst reports a model server's not-found that names pulling the
// model as the step to take first (Ollama's GetModel error in routes.go).
func modelPullFirst(t string) bool {
	return hasAny(t, "try pulling it first", "try pulling the model first")
}

// relayedSQLState4xx decides a 4xx body by the SQLSTATE it carries, when it
// carries one the way PostgreSQL's relays do: after "SQLSTATE", or as the
// JSON "code" beside PostgREST's "hint" or PostgreSQL's "severity" fields
// (a bare five-character "code" from another API is not a state). Only a
// state the table names decides; the rest is left to the words.
func relayedSQLState4xx(t string) (Result, bool) {
	state := SQLState(t)
	if state == "" {
		return Result{}, false
	}
	if !hasFold(t, "sqlstate") && !hasAny(t, `"hint"`, `"severity"`) {
		return Result{}, false
	}
	if _, ok := sqlStates[state]; !ok {
		return Result{}, false
	}
	return pgDecide(state, t), true
}

// redirectLoopMatcher reads a client's own words for a redirect loop.
var redirectLoopMatcher = newMatcher(redirectWords)

// redirectLoopText reads a 3xx whose text is the client's refusal to follow
// any further (CPython's urllib raises its loop as an HTTPError carrying the
// last 30x status, set 650): the loop, not the status's moved-for-good or
// temporary reading, decides, as redirectWords reads it with no status.
func redirectLoopText(c *ctx) (Result, bool) {
	return matchWords(redirectLoopMatcher, c.text)
}

// githubNoneFound reports GitHub's 404 that names the missing thing as
// "No <thing> found", one to three words between ("No commit found for
// the ref x", "No commit found for SHA: abc"): a message GitHub shows only
// on a repository the token can see (held-out set 994). Read by hand, as
// the other presets read text, rather than by a regexp.
func githubNoneFound(t string) bool {
	for i := range foldMatches(t, "no ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		rest := t[i+len("no "):]
		for range 3 {
			w := 0
			for w < len(rest) && (isAlnum(rest[w]) && !('0' <= rest[w] && rest[w] <= '9') || rest[w] == '_' || rest[w] == '-') {
				w++
			}
			if w == 0 || w == len(rest) || rest[w] != ' ' {
				break
			}
			rest = rest[w+1:]
			if hasPrefixFold(rest, "found") && (len(rest) == len("found") || !isAlnum(rest[len("found")])) {
				return true
			}
		}
	}
	return false
}

// gitDataEndpoint reports a GitHub answer that names the Git Data API (a
// URL under /git/ or its documentation page, rest/git/...) and not the
// contents API: there a missing "sha" is a required argument, not a file
// that already exists.
func gitDataEndpoint(b string) bool {
	return hasAny(b, "/git/refs", "/git/tags", "/git/commits", "/git/trees", "rest/git/") && !hasFold(b, "/contents")
}

// recordErrors reports a 202 body whose records each carry a finished
// verdict of failure: Zoho CRM's insert answers 202 with
// {"data":[{"code":"DUPLICATE_DATA",...,"status":"error"}]} (set 1185).
// The service decided, nothing is pending: the body is read as a 4xx's
// would be. A 202 whose body says nothing of an error (GitHub's
// statistics being computed) keeps its "ask again".
func recordErrors(b string) bool {
	return hasAny(b, `"status":"error"`, `"status": "error"`) && hasAny(b, `"code":"`, `"code": "`)
}

// digestStale reports a Digest challenge (WWW-Authenticate or
// Proxy-Authenticate) carrying stale=true: RFC 7616 3.3, "the previous
// request from the client was rejected because the nonce value was stale.
// If stale is true, the client may wish to simply retry the request with a
// new encrypted response, without re-prompting the user for a new username
// and password." The credentials were right; only the nonce aged, so the
// same call with the fresh nonce succeeds: transient, not denied. A Digest
// challenge without the flag, or with stale=false, stays denied (set 1217).
func digestStale(t string) bool {
	return hasAny(t, "digest realm=", "digest username=", "digest nonce=", "digest qop=", "digest algorithm=") &&
		hasAny(t, "stale=true", `stale="true"`)
}

// asksNarrowerQuery reports a body that asks for a narrower query.
func asksNarrowerQuery(t string) bool {
	return hasAny(t, "smaller date range", "smaller time range", "shorter time range", "fewer conditions",
		"reduce the time range", "narrow your query", "narrow the query", "more specific stream selectors")
}

// nameBeingFreed reports a create refused because an object of that name is
// still being deleted, whose text says the same create will do later
// ("is currently being deleted and cannot be re-created; retry later").
// A deletion named without a later retry or a re-create ("the object is
// being deleted: what the step adds goes with it") stays with its own rule.
func nameBeingFreed(t string) bool {
	return hasAny(t, "being deleted", "being purged") &&
		hasAny(t, "cannot be re-created", "cannot be recreated", "can't be re-created", "can't be recreated") &&
		hasAny(t, "retry later", "try again later")
}

// problemTitleCode reads an RFC 9457 problem whose title is a machine code
// in kebab case, as Airbyte's problem types spell theirs ({"status":409,
// "type":".../errors#409-state-conflict","title":"state-conflict",
// "detail":"State conflict"}): the title names the failure as a service
// code does, so it reads through the service codes in snake case (set
// 1354). A title in words ("User already exists") is left to the detail.
func problemTitleCode(c *ctx, b string) (Result, bool) {
	if !strings.Contains(b, `"detail"`) {
		return Result{}, false
	}
	code := jsonString(b, "title")
	kc, ok := kebabCode(code)
	if !ok {
		// A title in words ("Incorrect integration credentials") beside a
		// type whose last segment is the kebab code: Airbyte's
		// "error:dbtcloud/access-denied", "error:auth/sso-required"
		// (api-problems.yaml; set 1658), or a URL type's last path segment
		// ("https://shipping.example.test/problems/invalid-state", set 122;
		// the lead after set 1658: "invalid-state" types read premise 5 to
		// 1 across the corpus). Only a code the service table holds
		// decides; any other falls through to the title's words.
		code = problemTypeTail(jsonString(b, "type"))
		if kc, ok = kebabCode(code); !ok {
			return Result{}, false
		}
	}
	r, ok := serviceCode(c, kc, b)
	if ok {
		r.Code = code
	}
	return r, ok
}

// problemTypeTail returns an RFC 9457 problem type's last segment, after
// its last '/', '#' or ':' ("error:dbtcloud/access-denied" and
// "https://x.test/problems/invalid-state" give "access-denied" and
// "invalid-state"), or "".
func problemTypeTail(t string) string {
	i := strings.LastIndexAny(t, "/#:")
	if i < 0 || i+1 >= len(t) {
		return ""
	}
	return t[i+1:]
}

// goTrueLegacyCode reads Supabase Auth's (GoTrue's) error envelope before
// API version 2024-01-01, {"code":422,"error_code":"signup_disabled",
// "msg":"..."}: its "code" is the HTTP status as a number and the machine
// code is "error_code" (supabase/auth internal/api/apierrors HTTPError,
// whose JSON tags are kept for this reason; set 1372). The newer envelope
// puts the machine code in "code" and is read there. Only a body with
// both of GoTrue's own keys beside a numeric code is read.
func goTrueLegacyCode(b string) string {
	if !strings.Contains(b, `"error_code"`) || !strings.Contains(b, `"msg"`) || jsonString(b, "code") != "" {
		return ""
	}
	return jsonString(b, "error_code")
}

// firstListString returns the first string of the JSON list under key
// ("error_codes": ["card_expired", ...]), or "".
func firstListString(b, key string) string {
	l := jsonObject(b, key)
	if !strings.HasPrefix(l, "[") {
		return ""
	}
	rest := strings.TrimLeft(l[1:], jsonSpace)
	if !strings.HasPrefix(rest, `"`) {
		return ""
	}
	end := skipValue(rest, 0)
	if end < 2 || rest[end-1] != '"' {
		return ""
	}
	return rest[1 : end-1]
}

// malformedUUID reports a body saying an identifier failed to parse as a
// UUID (set 1486): Deepgram's "UUID parsing failed", Go google/uuid's
// "invalid UUID length" and "invalid UUID format", the "is not a valid
// UUID" of many validators.
func malformedUUID(t string) bool {
	return hasAny(t, "uuid parsing failed", "invalid uuid length", "invalid uuid format", "not a valid uuid", "failed to parse uuid", "invalid uuid string", "invalid length for uuid")
}

// cannotActOnState reports a code spelled Cannot<Act><State><Noun>, whose
// third PascalCase word is an object's standing state (objectStateWords:
// Locked, Closed, Archived, Published, Finalized...). "CannotParseRequest"
// names no state and keeps its reading.
func cannotActOnState(code string) bool {
	if !strings.HasPrefix(code, "Cannot") {
		return false
	}
	var words []string
	start := 0
	for i := 1; i <= len(code); i++ {
		if i == len(code) || code[i] >= 'A' && code[i] <= 'Z' {
			words = append(words, code[start:i])
			start = i
		}
	}
	if len(words) < 4 {
		return false
	}
	if _, ok := foldIn(words[2], objectStateWords); !ok {
		return false
	}
	// An expired token, key or session is the credential's matter.
	_, cred := foldIn(words[len(words)-1], []string{"token", "key", "session", "credential", "credentials", "password", "certificate"})
	return !cred
}

// raiMediaFiltered reports whether b holds a non-empty
// "raiMediaFilteredReasons" array (Veo's generateVideoResponse).
func raiMediaFiltered(b string) bool {
	const key = `"raiMediaFilteredReasons"`
	i := strings.Index(b, key)
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(b[i+len(key):], " \t\r\n:")
	if !strings.HasPrefix(rest, "[") {
		return false
	}
	rest = strings.TrimLeft(rest[1:], " \t\r\n")
	return strings.HasPrefix(rest, `"`)
}
