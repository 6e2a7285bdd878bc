package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// The service types have one home, the table in internal/lexa/service_types.go
// (docs/decisions/0050-service-types-in-one-table.md): code elsewhere names a type
// by its constant (lexa.Payroll) and asks the table what the type does, so adding or
// changing a type is one edit. Tests may spell the ids, since they check the wire format.
const serviceTypeTable = "internal/lexa/service_types.go"

// vocabularies are files whose literals are words people write, not type ids: the
// built-in engine recognises "payroll" or "recruitment" in a visitor's message.
var vocabularies = map[string]string{
	"internal/ai/lead/need.go": "the words a lead uses for each need",
}

func TestNoBareServiceTypeOutsideTheTable(t *testing.T) {
	ids := map[string]bool{}
	for _, st := range lexa.ServiceTypes {
		ids[string(st)] = true
	}
	root := moduleRoot(t)
	fset := token.NewFileSet()
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			switch d.Name() {
			case "node_modules", "testdata", ".git", "web":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") || rel == serviceTypeTable || vocabularies[rel] != "" {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			if v, err := strconv.Unquote(lit.Value); err == nil && ids[v] {
				found = append(found, fset.Position(lit.Pos()).String()+": "+lit.Value)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s: a bare service type; use its lexa constant and ask the table (%s)", f, serviceTypeTable)
	}
}

// moduleRoot is the directory of go.mod above this package.
func moduleRoot(t *testing.T) string {
	dir, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return dir
}
