-- Headless Neovim (0.7+) as a client of `frantic lsp --stdio`, started by the Neovim 0.7 configuration that
-- docs/editors.md gives (loaded as init.lua before this script): opens a card file with a typo, and records
-- what the server gives the editor (diagnostics, the quick fix applied, hover, completion) as JSON for
-- e2e/neovim/suite.mjs to judge. It asserts nothing itself, so that one missing answer still leaves the
-- others recorded.
--
-- Environment: FRANTIC_E2E_FILE (the card file), FRANTIC_E2E_OUT (where the JSON goes).

local TIMEOUT = 20000
local file = vim.env.FRANTIC_E2E_FILE
local out = { errors = {} }

local function write_out()
  local f = assert(io.open(vim.env.FRANTIC_E2E_OUT, "w"))
  f:write(vim.fn.json_encode(out))
  f:close()
end

-- Runs one part; an error is recorded under its name and the next part still runs.
local function part(name, fn)
  local ok, err = xpcall(fn, debug.traceback)
  if not ok then out.errors[name] = tostring(err) end
  return ok
end

local buf, client, uri

local function simple(diagnostics)
  local list = {}
  for _, d in ipairs(diagnostics) do
    table.insert(list, { lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col, severity = d.severity, code = d.code, source = d.source, message = d.message })
  end
  return list
end

local started = part("start", function()
  -- Opening the file sets its type to yaml, and the configuration's FileType handler starts the server.
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  buf = vim.api.nvim_get_current_buf()
  uri = vim.uri_from_bufnr(buf)
  out.initialized = vim.wait(TIMEOUT, function()
    for _, c in pairs(vim.lsp.buf_get_clients(buf)) do
      if c.name == "frantic" then client = c end
    end
    return client ~= nil and client.initialized == true
  end, 20)
  assert(client, "no client named frantic is attached to the card file: the configuration did not start one")
  out.root_dir = client.config.root_dir
end)

if started then
  part("diagnostics", function()
    -- Published after edits settle: wait for them, not for a fixed time.
    vim.wait(TIMEOUT, function() return #vim.diagnostic.get(buf) > 0 end, 20)
    out.diagnostics = simple(vim.diagnostic.get(buf))
  end)

  part("code_action", function()
    local d = vim.diagnostic.get(buf)[1]
    assert(d, "no diagnostic to fix")
    local lsp_diagnostic = {
      range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
      message = d.message, code = d.code, source = d.source, severity = d.severity,
    }
    local response = client.request_sync("textDocument/codeAction", {
      textDocument = { uri = uri },
      range = lsp_diagnostic.range,
      context = { diagnostics = { lsp_diagnostic } },
    }, TIMEOUT, buf)
    assert(response and not response.err, "codeAction failed: " .. vim.inspect(response))
    out.code_actions = {}
    for _, action in ipairs(response.result or {}) do table.insert(out.code_actions, action.title) end
    local fix
    for _, action in ipairs(response.result or {}) do
      if action.title:match("^Change to") then fix = action end
    end
    assert(fix and fix.edit, "no 'Change to ...' action with an edit")
    vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding)
    out.line_after_fix = vim.api.nvim_buf_get_lines(buf, 8, 9, false)[1]
    out.cleared = vim.wait(TIMEOUT, function() return #vim.diagnostic.get(buf) == 0 end, 20)
    out.diagnostics_after_fix = simple(vim.diagnostic.get(buf))
  end)

  part("hover", function()
    -- On 'draws' in "effect: me draws 1" (0-based line 8, character 12).
    local response = client.request_sync("textDocument/hover", { textDocument = { uri = uri }, position = { line = 8, character = 12 } }, TIMEOUT, buf)
    assert(response and not response.err, "hover failed: " .. vim.inspect(response))
    local contents = response.result and response.result.contents
    out.hover = type(contents) == "table" and (contents.value or vim.inspect(contents)) or contents
  end)

  part("completion", function()
    -- Type "me dr" and ask for completion at its end, as a person would with <C-x><C-o>.
    vim.api.nvim_buf_set_lines(buf, 8, 9, false, { "effect: me dr" })
    local response = client.request_sync("textDocument/completion", { textDocument = { uri = uri }, position = { line = 8, character = 13 } }, TIMEOUT, buf)
    assert(response and not response.err, "completion failed: " .. vim.inspect(response))
    local items = response.result and (response.result.items or response.result) or {}
    out.completion = {}
    for _, item in ipairs(items) do table.insert(out.completion, item.label) end
  end)

  part("stop", function()
    vim.lsp.stop_client(client.id)
    out.stopped = vim.wait(TIMEOUT, function() return client.is_stopped() end, 20)
  end)
end

write_out()
vim.cmd("qall!")
