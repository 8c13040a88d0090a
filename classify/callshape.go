package classify

import "strings"

// callShape reads sentences in which an API refuses the shape of the call
// itself, in words the generic table does not hold, where a message
// reaches rung as bare text (a client that passes on only the message,
// set 112). Each names the call as what must change: invalid, except a
// credential without the scope the call needs, denied.
func callShape(t string) (Result, bool) {
	if r, ok := tooManyItems(t); ok {
		return r, true
	}
	if hasAny(t, optionClashWords...) {
		return Result{Kind: invalid, Reason: "two options of the call exclude each other: drop one"}, true
	}
	if missingCapability(t) {
		return Result{Kind: invalid, Reason: "the model or server lacks a capability the call uses: change the call"}, true
	}
	if unsupportedOptionToRemove(t) {
		return Result{Kind: invalid, Reason: "a setting of the call does not support another option, which the message says to remove: change the call"}, true
	}
	if hasAny(t, validatorWords...) {
		return Result{Kind: invalid, Reason: "a schema validator refused a field of the request"}, true
	}
	if hasAny(t, scopeWords...) {
		return Result{Kind: denied, Reason: "the credential was not granted the scope the call needs"}, true
	}
	// A column the query names and its table lacks, in the words of
	// engines without a SQLSTATE in their text: H2's COLUMN_NOT_FOUND_1
	// `Column "X" not found; SQL statement: ... [42122-224]`, Trino's
	// COLUMN_NOT_FOUND "line 1:8: Column 'x' cannot be resolved". The
	// query's own name, as PostgreSQL's 42703: repair it; the bare "not
	// found" would read it as a missing object.
	if missingColumnReport(t) {
		return Result{Kind: invalid, Reason: "the query names a column its table does not have: fix the query"}, true
	}
	if hasAny(t, otherTenantWords...) {
		return Result{Kind: denied, Reason: "the credential belongs to another organization, project or tenant than the one the call names"}, true
	}
	return Result{}, false
}

// tooManyItems reads a cap on how many items one request may carry, in
// the phrasing "a maximum of N X may be provided" (Anthropic: "A maximum
// of 4 blocks with cache_control may be provided. Found 5.", "A maximum
// of 100 PDF pages may be provided.") and "at most N X can be specified"
// (Gemini, google-genai Tool.function_declarations: "At most 512 function
// declarations can be specified."). Only the verbs of sending count: "you
// can have a maximum of 5 projects" is an account's limit, not the call's.
func tooManyItems(t string) (Result, bool) {
	if !hasAny(t, "a maximum of ", "at most ") {
		return Result{}, false
	}
	if !hasAny(t, " may be provided", " can be provided", " can be specified", " may be specified", " may be passed", " can be passed") {
		return Result{}, false
	}
	return Result{Kind: invalid, Reason: "the request carries more items than the API accepts in one call"}, true
}

// optionClashWords: options of one call that exclude each other, beyond
// the generic table's "mutually exclusive" and "cannot be used together":
// Anthropic's "`temperature` and `top_p` cannot both be specified for this
// model" and "Thinking may not be enabled when tool_choice forces tool
// use.", cobra's flag groups "if any flags in the group [json yaml] are
// set none of the others can be".
var optionClashWords = []string{
	"cannot both be specified",
	"can not both be specified",
	"cannot be specified together",
	"may not be enabled when",
	"cannot be enabled when",
	"are set none of the others can be",
}

// lackedFeatureWords are what a model or server may lack, as the words after
// "does not support": OpenAI "This model does not support specifying
// dimensions.", Ollama's server "registry.ollama.ai/library/gemma3:4b does
// not support tools" and "\"llama3.2:latest\" does not support thinking"
// (server/routes.go), an MCP client's "MCP server 'x' does not support
// tools.", OpenAI moderation's "Model text-moderation-latest does not
// support image inputs." (set 193). A server that does not support SSL
// or a file system that does not support links is the world's
// configuration, not the call's, and is left to the other rules.
// An MCP server's other capabilities, as the client's check words them
// before sending (TypeScript SDK "Server does not support resources
// (required for resources/subscribe)", "... resource subscriptions ...",
// "... completions (required for completion/complete)", "... logging
// ...", "... prompts ..."; set 432): a method this server does not offer,
// as -32601 (taxonomy: the mirror of "Client does not support").
var lackedFeatureWords = []string{
	"tools", "tool use", "tool calling", "function calling", "functions", "thinking", "reasoning",
	"resources", "resource subscriptions", "prompts", "completions", "logging",
	"specifying", "images", "image inputs", "image input", "multi-modal inputs", "multimodal inputs",
	"vision", "audio", "embeddings", "insert",
	"system prompt", "system messages", "structured output", "json mode", "logprobs",
}

// missingCapability reads "X does not support <capability>", and
// Gemini's "Function calling is not enabled for models/gemini-..." and
// "Developer instruction is not enabled for models/gemma-3-27b-it".
func missingCapability(t string) bool {
	if hasAny(t, "is not enabled for models/") {
		return true
	}
	for i := range foldMatches(t, "does not support ") {
		if i >= len("client ") && hasPrefixFold(t[i-len("client "):], "client ") {
			continue // an MCP client that never declared the capability (wording.go capabilityWords)
		}
		rest := strings.TrimLeft(t[i+len("does not support "):], " '\"`")
		if hasPrefixFold(rest, "the ") {
			rest = strings.TrimLeft(rest[len("the "):], " '\"`")
		}
		for _, w := range lackedFeatureWords {
			if hasPrefixFold(rest, w) && (len(rest) == len(w) || !isAlnum(rest[len(w)])) {
				return true
			}
		}
	}
	return false
}

// unsupportedOptionToRemove reads a "does not support" sentence followed
// by one that tells the caller to remove a named option: the OpenAI Agents
// SDK's UserErrors "Server-managed conversations do not support handoff
// input filters. Remove Handoff.input_filter or RunConfig.handoff_input_filter,
// or disable conversation_id, ..." (run_internal/turn_resolution.py, and
// its Rust port) and "OpenAI hosted multi-agent does not support SDK tool
// approval interruptions because ... Remove needs_approval from these
// tools: x." (set 1808). Two settings of one call exclude each other, as
// "cannot be combined with" (set 1272's "Session persistence cannot be
// combined with conversation_id"): repair the call. The option must be
// named as code (a dot, an underscore or a backquote in the word after
// "Remove"): "Remove the domain or upgrade your plan" is about the
// account, and a server started without a feature ("Start it with
// --embeddings") keeps its premise.
func unsupportedOptionToRemove(t string) bool {
	if !strings.Contains(t, "not support") {
		return false
	}
	for off := 0; ; {
		i := strings.Index(t[off:], "not support")
		if i < 0 {
			return false
		}
		off += i + len("not support")
		j := strings.Index(t[off:], ". ")
		if j < 0 {
			return false
		}
		rest := t[off+j+2:]
		if !hasPrefixFold(rest, "remove ") {
			continue
		}
		word, _, _ := strings.Cut(rest[len("remove "):], " ")
		if strings.ContainsAny(strings.TrimRight(word, ".,:;"), "._`") {
			return true
		}
	}
}

// validatorWords are schema validators' sentences about a field of the
// input: Pydantic v2 (the Anthropic API's "tools.3.custom.name: String
// should match pattern '^[a-zA-Z0-9_-]{1,128}$'", "messages.0.content:
// Input should be a valid list", FastAPI's 422 details), ajv ("must match
// pattern \"^[a-z]+$\"", "must have required property 'name'", "must NOT
// have additional properties") and zod ("Expected number, received
// string"). An MCP tool's output checked against its own outputSchema
// ("Output validation error: ...") is read earlier, as broken output.
var validatorWords = []string{
	"string should match pattern",
	"string should have at most",
	"string should have at least",
	"input should be a valid",
	"input should be ",
	"extra inputs are not permitted",
	"extra fields not permitted",
	"must match pattern \"",
	"must have required property",
	"must not have additional properties",
	"expected number, received",
	"expected string, received",
	"expected boolean, received",
	"expected object, received",
	"expected array, received",
}

// extraFieldReport finds a schema validator's report of a field the
// request should not carry: Pydantic v2's error type "extra_forbidden"
// with its "Extra inputs are not permitted" (FastAPI's and Mistral's 422
// detail lists, vLLM's 400), Pydantic v1's "extra fields not permitted"
// (type=value_error.extra). Its "forbidden" and "not permitted" are the
// validator's words for the field, not a refusal of the caller's
// authority (set 575): read before the denied words can take them.
func extraFieldReport(t string) bool {
	return hasAny(t, "extra_forbidden", "extra inputs are not permitted", "extra fields not permitted")
}

// scopeWords: a credential that lacks the scope the call needs, in words
// the generic "insufficient scope" misses: Google's "Request had
// insufficient authentication scopes." (ACCESS_TOKEN_SCOPE_INSUFFICIENT)
// and GitHub GraphQL's INSUFFICIENT_SCOPES "Your token has not been
// granted the required scopes to execute this query."
var scopeWords = []string{
	"insufficient authentication scopes",
	"not been granted the required scope",
}

// otherTenantWords: a credential valid in itself, sent for an
// organization, project or tenant it does not belong to: OpenAI's 401
// mismatched_organization "OpenAI-Organization header should match
// organization for API key" and mismatched_project "OpenAI-Project header
// should match project for API key", Azure Resource Manager's 401
// InvalidAuthenticationTokenTenant "The access token is from the wrong
// issuer '...'. It must match the tenant '...' associated with this
// subscription."
var otherTenantWords = []string{
	"header should match organization for api key",
	"header should match project for api key",
	"is from the wrong issuer",
	"it must match the tenant",
}

// memberNouns name a member of the request's own shape: a property or
// field of the body. "parameter" is left out: AWS SSM's 400
// ParameterNotFound "Parameter /x not found." is a stored object.
var memberNouns = []string{"property ", "field "}

// missingColumnReport finds a not-found whose subject is a column the call
// names, not the table or database it reads: Cloud Spanner's mutation
// error under gRPC NOT_FOUND `spanner: code = "NotFound", desc = "Column
// not found in table Singers: LastNam"`, Cassandra's "Undefined column
// name x", and "column x not found" / "column x cannot be resolved" where a
// gRPC NOT_FOUND carries them (grpc.go). The column is the call's own name, as MySQL's "Unknown column" and
// SQLite's "no such column": repair it (set 975). A column family
// (Bigtable) is schema the table lacks, and a missing table or database
// stays premise.
func missingColumnReport(t string) bool {
	if hasFold(t, "column family") {
		return false
	}
	if hasAny(t, "column not found in table", "undefined column name") {
		return true
	}
	for i := range foldMatches(t, "column ") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		rest := strings.TrimLeft(t[i+len("column "):], " ")
		end := strings.IndexByte(rest, ' ')
		if end <= 0 || strings.Trim(rest[:end], `"'\`+"`") == "" {
			continue
		}
		after := rest[end+1:]
		if hasPrefixFold(after, "not found") || hasPrefixFold(after, "was not found") || hasPrefixFold(after, "cannot be resolved") {
			return true
		}
	}
	return false
}

// missingMemberReport finds a not-found whose subject is a member of the
// request's shape rather than a stored object, read under a validation
// status (overInvalidText): HubSpot's VALIDATION_ERROR PROPERTY_DOESNT_EXIST
// `Property "x" does not exist`, Microsoft Graph's "Property 'x' does not
// exist as a declared property or extension property.", Notion's
// validation_error "Could not find property with name or id: x", OData's
// "Could not find a property named 'x' on type 'y'." (Dynamics 365, ASP.NET
// OData) and its "Resource not found for the segment 'x'." (a URL path
// segment the service's model lacks). The name is the call's, as an
// unknown column: repair it (set 592). A 404 for the same words is left to
// the status: there the property may be the object the call reads.
// Typesense's "Could not find a field named `x` in the schema." (and its
// filter_by and facet_by forms) is the same member under a 400 as the 404
// reading in httppreset.go: a query_by field the collection lacks, as
// typesense-js prints it ("RequestMalformed: Request failed with HTTP code
// 400 | Server said: ..."; set 1167).
func missingMemberReport(t string) bool {
	if hasAny(t, "could not find property with name", "could not find a property named", "not found for the segment",
		"could not find a field named", "could not find a filter field named", "could not find a facet field named") {
		return true
	}
	for _, noun := range memberNouns {
		for i := range foldMatches(t, noun) {
			if i > 0 && isAlnum(t[i-1]) {
				continue
			}
			// One name between the noun and the verdict, quoted or not
			// (JSON-escaped quotes included): "field x does not exist",
			// not "field of the record x was deleted".
			rest := t[i+len(noun):]
			end := strings.IndexAny(rest, " ")
			for end == 0 {
				rest = rest[1:]
				end = strings.IndexAny(rest, " ")
			}
			if end < 0 {
				continue
			}
			name := strings.Trim(rest[:end], `"'\`+"`")
			if name == "" {
				continue
			}
			after := rest[end+1:]
			if hasPrefixFold(after, "does not exist") || hasPrefixFold(after, "doesn't exist") || hasPrefixFold(after, "not found") || hasPrefixFold(after, "was not found") {
				return true
			}
		}
	}
	return false
}
