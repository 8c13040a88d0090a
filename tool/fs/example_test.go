package fs_test

import (
	"context"
	"fmt"
	"os"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/tool/fs"
)

func Example() {
	root, _ := os.MkdirTemp("", "rung-fs-example")
	defer os.RemoveAll(root)
	d, err := fs.Open(root, nil)
	if err != nil {
		panic(err)
	}
	defer d.Close()
	tools := map[string]rung.Tool{}
	for _, t := range d.Tools() {
		tools[t.Name] = t
	}
	ctx := context.Background()

	out, _ := tools["fs.write"].Call(ctx, map[string]any{"path": "po/42.json", "content": `{"qty":2}`, "mode": "create", "parents": true})
	fmt.Println("created:", out.(map[string]any)["created"])

	_, err = tools["fs.write"].Call(ctx, map[string]any{"path": "po/42.json", "content": `{"qty":3}`, "mode": "create"})
	f, _ := rung.AsFailure(err)
	fmt.Println(f.Kind, f.Fact["path"])

	_, err = tools["fs.read"].Call(ctx, map[string]any{"path": "po/43.json"})
	f, _ = rung.AsFailure(err)
	fmt.Println(f.Kind, f.Target)

	_, err = tools["fs.read"].Call(ctx, map[string]any{"path": "../../etc/passwd"})
	fmt.Println(rung.KindOf(err))
	// Output:
	// created: true
	// conflict po/42.json
	// premise po/43.json
	// denied
}
