package mcpfault

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// Config scripts the faults. The zero value is a server whose scripted
// tools (get_invoice, create_charge, search_messages, send_notifications)
// all succeed; delete_repository is always denied and get_customer finds
// only [DefaultCustomer].
//
// It is plain data, so a parent test can hand it to a stdio subprocess as
// JSON (see [Subprocess]); the JSON names are the snake_case of the fields.
type Config struct {
	// Transient scripts get_invoice: call i (counted from 0 over the
	// server's life, every session together, a call refused for its
	// arguments included) fails the way Transient[i] says while
	// i < len(Transient); later calls succeed.
	Transient []Transient `json:"transient,omitempty"`

	// DropAnswers is how many charges lose their answer after they were
	// applied: the first DropAnswers that create_charge applies (a call
	// refused for its arguments is not one), counted across sessions.
	DropAnswers int `json:"drop_answers,omitempty"`
	// Cut makes a lost answer close the connection (in memory and stdio:
	// the session ends and a stdio server exits, as a crash after the
	// write would) instead of never answering that request id. Over
	// streamable HTTP a lost answer always cuts the response stream.
	Cut bool `json:"cut,omitempty"`
	// CutMidStream makes a lost answer over streamable HTTP break the
	// response body instead of the connection: the status line, the
	// headers and the first half of the answer's bytes are sent, then the
	// connection closes. By default it closes before the response starts.
	CutMidStream bool `json:"cut_mid_stream,omitempty"`

	// RateLimited is how many calls of search_messages (counted as
	// Transient's are) are refused with a 429 before it answers.
	RateLimited int `json:"rate_limited,omitempty"`
	// RetryAfter is the wait, in seconds, that a 429 asks for. Default 30.
	RetryAfter int `json:"retry_after,omitempty"`

	// Denial is the wording of delete_repository's refusal. Default
	// [Forbidden].
	Denial Denial `json:"denial,omitempty"`

	// Undeliverable lists the recipients that send_notifications fails
	// to reach; the others are delivered (and counted as effects).
	Undeliverable []string `json:"undeliverable,omitempty"`

	// Customers lists the customers get_customer finds. Default
	// [DefaultCustomer] alone.
	Customers []string `json:"customers,omitempty"`

	// Journal, when set, is a file every call is appended to (one JSON
	// line each). A server started on an existing journal resumes its
	// counts from it, so a stdio server the proxy restarts keeps its
	// script's place, and the parent test reads the counts of a
	// subprocess with [ReadJournal].
	Journal string `json:"journal,omitempty"`

	// OnCall, when set, is called after each call was counted and
	// journaled, before its answer is sent (or dropped). A test uses it to
	// learn that an answer is being withheld. It must not call back into
	// the server's session. Not passed to subprocesses.
	OnCall func(Call) `json:"-"`
}

// DefaultCustomer is the customer get_customer finds when
// [Config.Customers] is empty.
const DefaultCustomer = "cus_1001"

// Call is one tools/call the server handled, as journaled.
type Call struct {
	// Tool is the tool's name.
	Tool string `json:"tool"`
	// N is the call's number for its tool, from 1.
	N int `json:"n"`
	// Outcome says how it ended: "ok", "partial", or the fault:
	// "unavailable", "reset", "gateway_timeout", "internal_error",
	// "rate_limited", "denied", "not_found", "invalid".
	Outcome string `json:"outcome"`
	// Effects are the effect keys the call applied (see [ChargeKey] and
	// [NotificationKey]).
	Effects []string `json:"effects,omitempty"`
	// Dropped is set when the answer was withheld or its stream cut.
	Dropped bool `json:"dropped,omitempty"`
}

// Transient is one way a flaky upstream fails.
type Transient string

const (
	// Unavailable is an isError result passing on a 503 from the API
	// behind the tool, in axios's wording with a Google-style body.
	Unavailable Transient = "unavailable"
	// Reset is an isError result for a connection the API reset, in
	// node-fetch's wording ("... failed, reason: read ECONNRESET").
	Reset Transient = "reset"
	// GatewayTimeout is an isError result for a 504 with Envoy's body
	// ("upstream request timeout").
	GatewayTimeout Transient = "gateway_timeout"
	// InternalError is a JSON-RPC error -32603 "Internal error" instead
	// of a result: what an SDK sends when the tool's handler throws.
	InternalError Transient = "internal_error"
)

// Burst returns n failures of the same kind, for [Config.Transient].
func Burst(n int, t Transient) []Transient {
	out := make([]Transient, n)
	for i := range out {
		out[i] = t
	}
	return out
}

// Denial is the wording of a permission error.
type Denial string

const (
	// Forbidden is GitHub's 403 for a fine-grained token without the
	// permission, as github-mcp-server reports it ("failed to delete
	// repository: DELETE https://api.github.com/repos/o/r: 403 Resource not
	// accessible by personal access token []").
	Forbidden Denial = "forbidden"
	// EACCES is Node's errno wording for a refused filesystem call
	// ("EACCES: permission denied, rmdir '/srv/git/o/r.git'").
	EACCES Denial = "eacces"
)

// Validate reports the first field that cannot be scripted, by its JSON
// name.
func (c Config) Validate() error {
	if err := c.validate(); err != nil {
		return fmt.Errorf("mcpfault: %w", err)
	}
	return nil
}

func (c Config) validate() error {
	for i, t := range c.Transient {
		switch t {
		case Unavailable, Reset, GatewayTimeout, InternalError:
		default:
			return fmt.Errorf("transient[%d]: unknown failure %q (want unavailable, reset, gateway_timeout or internal_error)", i, string(t))
		}
	}
	switch c.Denial {
	case "", Forbidden, EACCES:
	default:
		return fmt.Errorf("denial: unknown wording %q (want forbidden or eacces)", string(c.Denial))
	}
	for _, f := range []struct {
		name string
		v    int
	}{{"drop_answers", c.DropAnswers}, {"rate_limited", c.RateLimited}, {"retry_after", c.RetryAfter}} {
		if f.v < 0 {
			return fmt.Errorf("%s: %d is negative", f.name, f.v)
		}
	}
	return nil
}

// ParseConfig reads a Config from JSON: the text itself when it starts
// with "{", else the file it names. Unknown fields are errors, so a typo
// does not silently script nothing.
func ParseConfig(s string) (Config, error) {
	src, data := "config", []byte(s)
	if t := strings.TrimSpace(s); !strings.HasPrefix(t, "{") {
		b, err := os.ReadFile(t)
		if err != nil {
			return Config{}, fmt.Errorf("mcpfault: %w", err)
		}
		src, data = t, b
	}
	var c Config
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("mcpfault: %s: %w", src, err)
	}
	if err := c.validate(); err != nil {
		return Config{}, fmt.Errorf("mcpfault: %s: %w", src, err)
	}
	return c, nil
}

func (c Config) retryAfter() int {
	if c.RetryAfter == 0 {
		return 30
	}
	return c.RetryAfter
}

func (c Config) denial() Denial {
	if c.Denial == "" {
		return Forbidden
	}
	return c.Denial
}
