package sim

import (
	"net/http"
	"strings"
	"time"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

// classifyFailure classifies a scripted raw error the way a real one is
// classified: the tool's own rules first (as configuration rules for that
// tool), then package classify's presets for the protocol. The tool hands
// the engine a *rung.Failure with the verdict, as a tool wrapped in
// classify.Chain would.
//
// The sim classifies here, rather than returning a bare error for the
// engine's Classifier, because a scripted error has no Go type to carry its
// protocol: classify.Chain reads protocol details through interfaces (AWS's
// ErrorCode, PostgreSQL's SQLState, HTTPStatus), and an openai, anthropic or
// mcp error would lose its preset. ClassifyInput takes the protocol as given.
func classifyFailure(tool *rung.Tool, fs *FailSpec, msg string, cause error, now time.Time) *rung.Failure {
	in := classify.Input{
		Protocol: strings.ToLower(fs.Protocol),
		Status:   fs.Status,
		Code:     fs.Code,
		Message:  fs.Message,
		Tool:     tool.Name,
		Now:      now,
	}
	if len(fs.Headers) > 0 {
		in.Header = http.Header{}
		for _, k := range sortedKeys(fs.Headers) {
			in.Header.Set(k, fs.Headers[k])
		}
	}
	chain := &classify.Chain{}
	if len(tool.Rules) > 0 {
		chain.Rules = map[string][]rung.Rule{tool.Name: tool.Rules}
	}
	r := chain.ClassifyInput(in)
	f := &rung.Failure{Kind: r.Kind, Message: msg, Err: cause, Reason: r.Reason, Timeout: r.Timeout}
	code := r.Code
	if code == "" {
		code = fs.Code
	}
	f.WithCode(in.Protocol, fs.Status, code)
	if r.HasRetryAfter {
		f.RetryAfter = r.RetryAfter
	}
	return f
}
