package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestFootprint keeps out of the rung binary the packages that made it
// 118 MB. text/template (html/template too) looks methods up by name at run
// time, so once one template is executed the linker keeps every exported
// method of every type, and the LLM SDKs' generated types alone then weigh
// about 50 MB. gRPC and protobuf are what package otel's OTLP/gRPC exporters
// would add; the binary does not install OTel exporters.
func TestFootprint(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the binary's packages")
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := map[string]bool{}
	for _, p := range strings.Fields(string(out)) {
		deps[p] = true
	}
	for _, heavy := range []string{"text/template", "html/template", "google.golang.org/grpc", "google.golang.org/protobuf/proto"} {
		if deps[heavy] {
			t.Errorf("cmd/rung links %s", heavy)
		}
	}
}
