package mcpfault

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The tools' names.
const (
	ToolGetInvoice        = "get_invoice"
	ToolCreateCharge      = "create_charge"
	ToolSearchMessages    = "search_messages"
	ToolDeleteRepository  = "delete_repository"
	ToolSendNotifications = "send_notifications"
	ToolGetCustomer       = "get_customer"
)

// MetaRetryAfter is the _meta key of a 429's wait in seconds; the
// structured content carries it as "retry_after" too.
const MetaRetryAfter = "retry_after"

// dropMarker is the _meta key of an answer to withhold. It travels with
// the answer to the transport, which drops the message (or cuts the
// stream) instead of writing it, so the handler returns normally and the
// SDK's bookkeeping stays as it is for a real lost answer. Its value is a
// random token of the server's, so that no argument a result echoes can
// pass for it.
const dropMarker = "mcpfault/drop"

// Server is the failure-injecting MCP server. Its counts are shared by
// every session and transport it serves; it is safe for concurrent use.
type Server struct {
	cfg       Config
	customers map[string]bool
	mcp       *mcp.Server
	dropToken string
	dropBytes []byte // the marker as the encoded answer carries it

	mu      sync.Mutex
	counts  Counts
	charges int // charges applied, the dropped ones included
	journal *os.File
}

// Counts is what the server has seen and done.
type Counts struct {
	// Calls is the number of calls per tool name.
	Calls map[string]int
	// Effects is how many times each effect was applied, by key
	// ([ChargeKey], [NotificationKey]). A key applied twice is a
	// duplicate.
	Effects map[string]int
	// Dropped is the number of answers withheld or cut, per tool name.
	Dropped map[string]int
}

// String is the call's log line, as a stdio server writes it to stderr:
// "mcpfault: create_charge #1: ok, applied [create_charge ...], answer dropped".
func (c Call) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "mcpfault: %s #%d: %s", c.Tool, c.N, c.Outcome)
	if len(c.Effects) > 0 {
		fmt.Fprintf(&b, ", applied %q", c.Effects)
	}
	if c.Dropped {
		b.WriteString(", answer dropped")
	}
	return b.String()
}

func newCounts() Counts {
	return Counts{Calls: map[string]int{}, Effects: map[string]int{}, Dropped: map[string]int{}}
}

func (c Counts) add(call Call) {
	c.Calls[call.Tool]++
	for _, e := range call.Effects {
		c.Effects[e]++
	}
	if call.Dropped {
		c.Dropped[call.Tool]++
	}
}

func (c Counts) clone() Counts {
	out := newCounts()
	for k, v := range c.Calls {
		out.Calls[k] = v
	}
	for k, v := range c.Effects {
		out.Effects[k] = v
	}
	for k, v := range c.Dropped {
		out.Dropped[k] = v
	}
	return out
}

// Duplicates returns the effect keys applied more than once, sorted.
func (c Counts) Duplicates() []string {
	var d []string
	for k, n := range c.Effects {
		if n > 1 {
			d = append(d, k)
		}
	}
	slices.Sort(d)
	return d
}

// ChargeKey is the effect key of a charge: what identifies it to the
// business (who, how much, in what), not the request id.
func ChargeKey(customer string, amount int64, currency string) string {
	return fmt.Sprintf("%s customer=%s amount=%d currency=%s", ToolCreateCharge, customer, amount, strings.ToLower(currency))
}

// NotificationKey is the effect key of one delivered notification.
func NotificationKey(recipient, message string) string {
	return fmt.Sprintf("%s recipient=%s message=%q", ToolSendNotifications, recipient, message)
}

// New returns a server scripted by cfg. With cfg.Journal set it opens (or
// creates) the journal and resumes the counts it holds; Close closes it.
func New(cfg Config) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	s := &Server{cfg: cfg, counts: newCounts(), customers: map[string]bool{}, dropToken: rand.Text()}
	s.dropBytes = []byte(`"` + dropMarker + `":"` + s.dropToken + `"`)
	custs := cfg.Customers
	if len(custs) == 0 {
		custs = []string{DefaultCustomer}
	}
	for _, c := range custs {
		s.customers[c] = true
	}
	if cfg.Journal != "" {
		prev, err := ReadJournal(cfg.Journal)
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		if err == nil {
			s.counts = prev
			for k, n := range prev.Effects {
				if strings.HasPrefix(k, ToolCreateCharge+" ") {
					s.charges += n
				}
			}
		}
		f, err := os.OpenFile(cfg.Journal, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return nil, fmt.Errorf("mcpfault: journal: %w", err)
		}
		s.journal = f
	}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "mcpfault", Version: "1.0.0"}, nil)
	s.addTools()
	return s, nil
}

// Close closes the journal. The MCP sessions are the caller's to close.
func (s *Server) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.journal == nil {
		return nil
	}
	err := s.journal.Close()
	s.journal = nil
	return err
}

// MCP returns the underlying go-sdk server. Connect it through
// [Server.Transport] (or use [Server.Connect]): a transport that is not
// wrapped delivers the answers the script says to drop.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// Counts returns a copy of the counts so far (including those resumed
// from the journal).
func (s *Server) Counts() Counts {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts.clone()
}

// ReadJournal returns the counts a journal holds: how a test reads what a
// stdio subprocess did.
func ReadJournal(path string) (Counts, error) {
	f, err := os.Open(path)
	if err != nil {
		return Counts{}, fmt.Errorf("mcpfault: journal: %w", err)
	}
	defer f.Close()
	c := newCounts()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var call Call
		if err := json.Unmarshal(sc.Bytes(), &call); err != nil {
			// A process killed mid-write leaves a torn last line; its
			// call's answer was never sent, so skipping it loses nothing
			// the client saw. A torn line elsewhere is corruption.
			if !sc.Scan() {
				break
			}
			return Counts{}, fmt.Errorf("mcpfault: journal %s:%d: %w", path, line, err)
		}
		c.add(call)
	}
	if err := sc.Err(); err != nil {
		return Counts{}, fmt.Errorf("mcpfault: journal %s: %w", path, err)
	}
	return c, nil
}

// begin counts a call and returns its number for its tool, from 1.
func (s *Server) begin(tool string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.counts.Calls[tool]++
	return s.counts.Calls[tool]
}

// finish records the rest of a call (its effects are applied here, under
// the lock, so concurrent calls count exactly) and journals it.
func (s *Server) finish(call Call) {
	s.mu.Lock()
	for _, e := range call.Effects {
		s.counts.Effects[e]++
	}
	if call.Dropped {
		s.counts.Dropped[call.Tool]++
	}
	if s.journal != nil {
		b, _ := json.Marshal(call)
		// One write per line with O_APPEND: a line is whole or torn at
		// the end, never interleaved with another process's.
		_, _ = s.journal.Write(append(b, '\n'))
	}
	s.mu.Unlock()
	if s.cfg.OnCall != nil {
		s.cfg.OnCall(call)
	}
}

// charge numbers a charge about to be applied, from 1, and says whether
// its answer is to be lost: the script counts charges, not calls, so a
// refused call before it does not use up a drop.
func (s *Server) charge() (int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.charges++
	return s.charges, s.charges <= s.cfg.DropAnswers
}

func boolPtr(b bool) *bool { return &b }

func (s *Server) addTools() {
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolGetInvoice,
		Description: "Retrieve an invoice by id from the billing API.",
		InputSchema: schema(`{"invoice": {"type": "string", "description": "Invoice id, e.g. in_1001"}}`, "invoice"),
		Annotations: &mcp.ToolAnnotations{Title: "Get invoice", ReadOnlyHint: true, OpenWorldHint: boolPtr(true)},
	}, s.getInvoice)
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolCreateCharge,
		Description: "Charge a customer. Each call creates a new charge.",
		InputSchema: schema(`{"customer": {"type": "string"}, "amount": {"type": "integer", "description": "In the currency's smallest unit"}, "currency": {"type": "string"}}`, "customer", "amount", "currency"),
		Annotations: &mcp.ToolAnnotations{Title: "Create charge", DestructiveHint: boolPtr(false), IdempotentHint: false, OpenWorldHint: boolPtr(true)},
	}, s.createCharge)
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolSearchMessages,
		Description: "Search the workspace's messages.",
		InputSchema: schema(`{"query": {"type": "string"}}`, "query"),
		Annotations: &mcp.ToolAnnotations{Title: "Search messages", ReadOnlyHint: true, OpenWorldHint: boolPtr(true)},
	}, s.searchMessages)
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolDeleteRepository,
		Description: "Delete a repository.",
		InputSchema: schema(`{"repo": {"type": "string", "description": "owner/name"}}`, "repo"),
		Annotations: &mcp.ToolAnnotations{Title: "Delete repository", DestructiveHint: boolPtr(true), IdempotentHint: true, OpenWorldHint: boolPtr(true)},
	}, s.deleteRepository)
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolSendNotifications,
		Description: "Send one message to each recipient, as a batch.",
		InputSchema: schema(`{"recipients": {"type": "array", "items": {"type": "string"}, "minItems": 1}, "message": {"type": "string"}}`, "recipients", "message"),
		Annotations: &mcp.ToolAnnotations{Title: "Send notifications", DestructiveHint: boolPtr(false), IdempotentHint: false, OpenWorldHint: boolPtr(true)},
	}, s.sendNotifications)
	s.mcp.AddTool(&mcp.Tool{
		Name:        ToolGetCustomer,
		Description: "Retrieve a customer by id.",
		InputSchema: schema(`{"customer": {"type": "string"}}`, "customer"),
		Annotations: &mcp.ToolAnnotations{Title: "Get customer", ReadOnlyHint: true, OpenWorldHint: boolPtr(true)},
	}, s.getCustomer)
}

func schema(props string, required ...string) json.RawMessage {
	req, _ := json.Marshal(required)
	return json.RawMessage(`{"type": "object", "properties": ` + props + `, "required": ` + string(req) + `, "additionalProperties": false}`)
}

// args decodes a call's arguments; a missing or mistyped one is the
// JSON-RPC invalid-params error a real server sends, naming the field.
func args(req *mcp.CallToolRequest, into any, required ...string) error {
	raw := req.Params.Arguments
	if len(raw) == 0 {
		raw = json.RawMessage("{}")
	}
	var present map[string]json.RawMessage
	if err := json.Unmarshal(raw, &present); err != nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("Invalid arguments for tool %s: %v", req.Params.Name, err)}
	}
	for _, r := range required {
		if _, ok := present[r]; !ok {
			return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("Invalid arguments for tool %s: %q is required", req.Params.Name, r)}
		}
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(into); err != nil {
		return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: fmt.Sprintf("Invalid arguments for tool %s: %v", req.Params.Name, err)}
	}
	return nil
}

func jsonText(v any) *mcp.CallToolResult {
	b, _ := json.Marshal(v)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}
}

func errorResult(text string, structured any) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}, StructuredContent: structured}
}

func (s *Server) invalid(tool string, n int, err error) (*mcp.CallToolResult, error) {
	s.finish(Call{Tool: tool, N: n, Outcome: "invalid"})
	return nil, err
}

func (s *Server) getInvoice(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolGetInvoice)
	var a struct {
		Invoice string `json:"invoice"`
	}
	if err := args(req, &a, "invoice"); err != nil {
		return s.invalid(ToolGetInvoice, n, err)
	}
	if n <= len(s.cfg.Transient) {
		t := s.cfg.Transient[n-1]
		s.finish(Call{Tool: ToolGetInvoice, N: n, Outcome: string(t)})
		url := "https://billing.example.com/v1/invoices/" + a.Invoice
		switch t {
		case Unavailable:
			return errorResult(`Request failed with status code 503: {"error": {"code": 503, "message": "The service is currently unavailable.", "status": "UNAVAILABLE"}}`, nil), nil
		case Reset:
			return errorResult("request to "+url+" failed, reason: read ECONNRESET", nil), nil
		case GatewayTimeout:
			return errorResult("Request failed with status code 504: upstream request timeout", nil), nil
		default: // InternalError
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "Internal error"}
		}
	}
	s.finish(Call{Tool: ToolGetInvoice, N: n, Outcome: "ok"})
	return jsonText(map[string]any{"id": a.Invoice, "object": "invoice", "status": "paid", "amount_due": 2000, "currency": "usd"}), nil
}

func (s *Server) createCharge(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolCreateCharge)
	var a struct {
		Customer string `json:"customer"`
		Amount   int64  `json:"amount"`
		Currency string `json:"currency"`
	}
	if err := args(req, &a, "customer", "amount", "currency"); err != nil {
		return s.invalid(ToolCreateCharge, n, err)
	}
	if a.Amount <= 0 {
		s.finish(Call{Tool: ToolCreateCharge, N: n, Outcome: "invalid"})
		return errorResult("Invalid positive integer: amount must be at least 1", map[string]any{"error": map[string]any{"type": "invalid_request_error", "code": "parameter_invalid_integer", "param": "amount", "message": "Invalid positive integer"}}), nil
	}
	id, drop := s.charge()
	s.finish(Call{Tool: ToolCreateCharge, N: n, Outcome: "ok", Effects: []string{ChargeKey(a.Customer, a.Amount, a.Currency)}, Dropped: drop})
	res := jsonText(map[string]any{
		"id": fmt.Sprintf("ch_%04d", id), "object": "charge", "amount": a.Amount, "currency": strings.ToLower(a.Currency),
		"customer": a.Customer, "paid": true, "status": "succeeded",
	})
	if drop {
		res.Meta = mcp.Meta{dropMarker: s.dropToken}
	}
	return res, nil
}

func (s *Server) searchMessages(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolSearchMessages)
	var a struct {
		Query string `json:"query"`
	}
	if err := args(req, &a, "query"); err != nil {
		return s.invalid(ToolSearchMessages, n, err)
	}
	if n <= s.cfg.RateLimited {
		s.finish(Call{Tool: ToolSearchMessages, N: n, Outcome: "rate_limited"})
		wait := s.cfg.retryAfter()
		// How an MCP server passes on Slack's 429: the status line with
		// its Retry-After header, then Slack's body.
		res := errorResult(fmt.Sprintf("HTTP 429, retry-after: %d\n{\"ok\": false, \"error\": \"ratelimited\"}", wait),
			map[string]any{"ok": false, "error": "ratelimited", "status": 429, MetaRetryAfter: wait})
		res.Meta = mcp.Meta{MetaRetryAfter: wait}
		return res, nil
	}
	s.finish(Call{Tool: ToolSearchMessages, N: n, Outcome: "ok"})
	return jsonText(map[string]any{"ok": true, "query": a.Query, "messages": map[string]any{
		"total":   1,
		"matches": []any{map[string]any{"channel": map[string]any{"id": "C0123", "name": "billing"}, "text": "invoice " + a.Query + " was paid", "ts": "1764547200.000100"}},
	}}), nil
}

func (s *Server) deleteRepository(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolDeleteRepository)
	var a struct {
		Repo string `json:"repo"`
	}
	if err := args(req, &a, "repo"); err != nil {
		return s.invalid(ToolDeleteRepository, n, err)
	}
	s.finish(Call{Tool: ToolDeleteRepository, N: n, Outcome: "denied"})
	if s.cfg.denial() == EACCES {
		return errorResult("EACCES: permission denied, rmdir '/srv/git/"+a.Repo+".git'", nil), nil
	}
	// github-mcp-server's wording: its own prefix, then go-github's
	// "METHOD URL: STATUS MESSAGE [ERRORS]".
	return errorResult("failed to delete repository: DELETE https://api.github.com/repos/"+a.Repo+": 403 Resource not accessible by personal access token []",
		map[string]any{"message": "Resource not accessible by personal access token", "documentation_url": "https://docs.github.com/rest/repos/repos#delete-a-repository", "status": "403"}), nil
}

func (s *Server) sendNotifications(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolSendNotifications)
	var a struct {
		Recipients []string `json:"recipients"`
		Message    string   `json:"message"`
	}
	if err := args(req, &a, "recipients", "message"); err != nil {
		return s.invalid(ToolSendNotifications, n, err)
	}
	if len(a.Recipients) == 0 {
		return s.invalid(ToolSendNotifications, n, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "Invalid arguments for tool send_notifications: recipients must have at least 1 item"})
	}
	// The shape of SNS PublishBatch and its kin: the batch is accepted
	// (no error), and each entry lands in Successful or Failed.
	successful, failed := []any{}, []any{}
	var effects []string
	for i, r := range a.Recipients {
		id := fmt.Sprint(i)
		if slices.Contains(s.cfg.Undeliverable, r) {
			failed = append(failed, map[string]any{"Id": id, "Recipient": r, "Code": "EndpointDisabled", "Message": "Endpoint is disabled", "SenderFault": true})
			continue
		}
		effects = append(effects, NotificationKey(r, a.Message))
		successful = append(successful, map[string]any{"Id": id, "Recipient": r, "MessageId": fmt.Sprintf("msg-%04d-%d", n, i)})
	}
	outcome := "ok"
	if len(failed) > 0 {
		outcome = "partial"
	}
	s.finish(Call{Tool: ToolSendNotifications, N: n, Outcome: outcome, Effects: effects})
	return jsonText(map[string]any{"Successful": successful, "Failed": failed}), nil
}

func (s *Server) getCustomer(_ context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := s.begin(ToolGetCustomer)
	var a struct {
		Customer string `json:"customer"`
	}
	if err := args(req, &a, "customer"); err != nil {
		return s.invalid(ToolGetCustomer, n, err)
	}
	if !s.customers[a.Customer] {
		s.finish(Call{Tool: ToolGetCustomer, N: n, Outcome: "not_found"})
		msg := fmt.Sprintf("No such customer: '%s'", a.Customer)
		return errorResult(msg, map[string]any{"error": map[string]any{"code": "resource_missing", "message": msg, "param": "id", "type": "invalid_request_error"}}), nil
	}
	s.finish(Call{Tool: ToolGetCustomer, N: n, Outcome: "ok"})
	return jsonText(map[string]any{"id": a.Customer, "object": "customer", "email": a.Customer + "@example.com", "delinquent": false}), nil
}
