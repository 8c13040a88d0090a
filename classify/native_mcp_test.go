package classify_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"testing"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
	"github.com/rungkit/rung/tool/mcp/mcptest"
)

type mcpCase struct {
	name string
	// call returns the error, or the JSON of a result that reports one
	// (isError): the TypeScript server answers an unknown tool that way.
	call func(context.Context, *gomcp.ClientSession) (error, string)
	code string
	want rung.Kind
}

var mcpCases = []mcpCase{
	{"unknown tool", func(ctx context.Context, s *gomcp.ClientSession) (error, string) {
		res, err := s.CallTool(ctx, &gomcp.CallToolParams{Name: "no_such_tool"})
		if err == nil && res.IsError {
			b, _ := json.Marshal(res)
			return nil, string(b)
		}
		return err, ""
	}, "-32602", rung.KindInvalid},
	{"unknown prompt", func(ctx context.Context, s *gomcp.ClientSession) (error, string) {
		_, err := s.GetPrompt(ctx, &gomcp.GetPromptParams{Name: "no_such_prompt"})
		return err, ""
	}, "-32602", rung.KindInvalid},
	{"missing resource", func(ctx context.Context, s *gomcp.ClientSession) (error, string) {
		_, err := s.ReadResource(ctx, &gomcp.ReadResourceParams{URI: "test://static/resource/no-such-resource"})
		return err, ""
	}, "", rung.KindPremise},
}

func checkMCP(t *testing.T, ctx context.Context, s *gomcp.ClientSession) {
	for _, c := range mcpCases {
		t.Run(c.name, func(t *testing.T) {
			err, result := c.call(ctx, s)
			if result != "" {
				r := classify.Classify(classify.Input{Protocol: "mcp", Message: result})
				if r.Kind != c.want {
					t.Errorf("Classify(%s) = %s (%s), want %s", result, r.Kind, r.Reason, c.want)
				}
				return
			}
			if err == nil {
				t.Fatal("no error")
			}
			r := classify.Error(err)
			if r.Kind != c.want || (c.code != "" && r.Code != c.code) {
				t.Errorf("Error(%q) = %s code %q (%s), want %s code %q", err, r.Kind, r.Code, r.Reason, c.want, c.code)
			}
			f := (&classify.Chain{}).Classify(nil, err)
			if f.Kind != c.want || f.Protocol != "mcp" || !errors.Is(f, err) {
				t.Errorf("Classify = %s %s/%s, want %s mcp", f.Kind, f.Protocol, f.Code, c.want)
			}
		})
	}
}

// TestErrorMCPReferenceServer calls server-everything (the TypeScript
// reference server) through the go-sdk client and classifies the
// JSON-RPC errors the client returns.
func TestErrorMCPReferenceServer(t *testing.T) {
	srv := mcptest.EverythingServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.Command(srv.Command, srv.Args...)
	cmd.Env = append(os.Environ(), "NODE_NO_WARNINGS=1")
	client := gomcp.NewClient(&gomcp.Implementation{Name: "rung-classify-test", Version: "0"}, nil)
	s, err := client.Connect(ctx, &gomcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	checkMCP(t, ctx, s)
}

// TestErrorMCPGoServer does the same against a go-sdk server in process,
// whose wording differs from the TypeScript server's.
func TestErrorMCPGoServer(t *testing.T) {
	ctx := context.Background()
	server := gomcp.NewServer(&gomcp.Implementation{Name: "test", Version: "0"}, nil)
	gomcp.AddTool(server, &gomcp.Tool{Name: "echo"}, func(ctx context.Context, _ *gomcp.CallToolRequest, in struct{}) (*gomcp.CallToolResult, any, error) {
		return &gomcp.CallToolResult{}, nil, nil
	})
	server.AddPrompt(&gomcp.Prompt{Name: "greet"}, func(context.Context, *gomcp.GetPromptRequest) (*gomcp.GetPromptResult, error) {
		return &gomcp.GetPromptResult{}, nil
	})
	server.AddResource(&gomcp.Resource{URI: "test://static/resource/1", Name: "one"}, func(context.Context, *gomcp.ReadResourceRequest) (*gomcp.ReadResourceResult, error) {
		return &gomcp.ReadResourceResult{}, nil
	})
	ct, st := gomcp.NewInMemoryTransports()
	ss, err := server.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := gomcp.NewClient(&gomcp.Implementation{Name: "c", Version: "0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	checkMCP(t, ctx, cs)
}
