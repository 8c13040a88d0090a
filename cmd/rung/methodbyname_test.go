package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoDynamicMethodLookup keeps rung's own packages from calling
// reflect's MethodByName with a name that is not a constant: the linker
// then cannot tell which methods are reachable and keeps every exported
// method of every type, which took the binary from 68 to 122 MB.
func TestNoDynamicMethodLookup(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the binary's packages")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}} {{.Dir}} {{join .GoFiles \",\"}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || !strings.HasPrefix(f[0], "github.com/rungkit/rung") {
			continue
		}
		for _, name := range strings.Split(f[2], ",") {
			path := filepath.Join(f[1], name)
			file, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "MethodByName" || len(call.Args) != 1 {
					return true
				}
				if lit, ok := call.Args[0].(*ast.BasicLit); !ok || lit.Kind != token.STRING {
					t.Errorf("%s: MethodByName with a name that is not a string literal", path)
				}
				return true
			})
		}
	}
}
