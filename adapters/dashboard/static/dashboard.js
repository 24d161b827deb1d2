// Progressive enhancement for the dashboard; every page works without it.
// Copy buttons: <button data-copy="ID"> copies the text of the element with that id.
document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest("button[data-copy]") : null
  if (button === null) return
  const source = document.getElementById(button.getAttribute("data-copy") ?? "")
  if (source === null) return
  navigator.clipboard.writeText(source.textContent ?? "").then(
    () => {
      button.textContent = "Copied"
    },
    () => {
      button.textContent = "Select and copy the text"
    }
  )
})

// Dates in the viewer's own time zone: the server writes each <time datetime="…Z"> in UTC ("27 Nov 2026, 05:59
// UTC"); here it is rewritten in the browser's zone, in the same form ("27 Nov 2026, 06:59 CET"), the UTC instant
// staying in its title.
const localTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short"
})
for (const time of document.querySelectorAll("time[datetime]")) {
  const instant = new Date(time.getAttribute("datetime") ?? "")
  if (!Number.isNaN(instant.getTime()) && /T/.test(time.getAttribute("datetime") ?? "")) {
    time.textContent = localTime.format(instant)
  }
}

// Confirmations: <form data-confirm="Question?"> asks before submitting.
document.addEventListener("submit", (event) => {
  const form = event.target
  if (!(form instanceof HTMLFormElement)) return
  const question = form.getAttribute("data-confirm")
  if (question !== null && !window.confirm(question)) event.preventDefault()
})

// A run's page follows the run: its state is polled and the page reloads when the status or progress changes.
const runState = document.querySelector("[data-run-state]")
if (runState !== null) {
  const finished = ["succeeded", "failed", "cancelled"]
  const poll = () => {
    fetch(runState.getAttribute("data-run-state") ?? "", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((state) => {
        const changed =
          state.status !== runState.getAttribute("data-status") ||
          JSON.stringify(state.progress) !== runState.getAttribute("data-progress")
        if (changed) window.location.reload()
        else setTimeout(poll, 1000)
      })
      .catch(() => setTimeout(poll, 3000))
  }
  if (!finished.includes(runState.getAttribute("data-status") ?? "")) setTimeout(poll, 1000)
}

// Uploads: pick or drop several files, each sent as its own asset with its own progress bar and outcome (done with
// a link, or failed with the reason); one file opens its asset as before. Each file gets its own one-time token (the
// form's token, then the token with a suffix per further file), so a file sent again makes no second asset. Without
// the script the form posts one file as it is.
const uploadForm = document.querySelector("form[data-upload]")
if (uploadForm instanceof HTMLFormElement) {
  const input = uploadForm.querySelector('input[type="file"]')
  const list = uploadForm.querySelector("[data-upload-list]")
  const status = uploadForm.querySelector("[data-upload-status]")
  const action = new URL(uploadForm.action)
  const token = action.searchParams.get("_form") ?? ""
  let sent = 0
  const say = (text) => {
    if (status !== null) status.textContent = text
  }
  if (input instanceof HTMLInputElement) input.multiple = true
  /** Why an upload failed, in words: the server's message when it sent one. */
  const reasonOf = (request) => {
    try {
      const body = JSON.parse(request.responseText)
      const message = body?.error?.message ?? body?.message
      if (typeof message === "string" && message !== "") return message
    } catch {
      // not JSON: an HTML page or nothing
    }
    // An inert document: nothing in it runs or loads.
    const text = document.implementation.createHTMLDocument("")
    text.body.innerHTML = request.responseText
    const alert = text.body.querySelector('[role="alert"]')?.textContent?.trim()
    return alert !== undefined && alert !== "" ? alert : `the server answered ${request.status}`
  }
  /** Sends one file under its own token; resolves to its asset's page or undefined when it failed. */
  const send = (file, item) =>
    new Promise((resolve) => {
      const progress = item.querySelector("progress")
      const outcome = item.querySelector("[data-outcome]")
      const url = new URL(action)
      url.searchParams.set("_form", sent === 0 ? token : `${token}.${sent}`)
      sent += 1
      const body = new FormData()
      body.append("project_id", uploadForm.elements.namedItem("project_id").value)
      body.append("file", file, file.name)
      const request = new XMLHttpRequest()
      request.open("POST", url.toString())
      request.setRequestHeader("accept", "application/json")
      request.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) progress.value = Math.round((event.loaded / event.total) * 100)
      })
      const failed = (reason) => {
        item.classList.add("failed")
        outcome.textContent = `Failed: ${reason}`
        resolve(undefined)
      }
      request.addEventListener("load", () => {
        if (request.status !== 201) return failed(reasonOf(request))
        const target = JSON.parse(request.responseText).url
        progress.value = 100
        item.classList.add("done")
        outcome.textContent = "Done: "
        const link = document.createElement("a")
        link.href = target
        link.textContent = `open ${file.name}`
        outcome.append(link)
        resolve(target)
      })
      request.addEventListener("error", () => failed("the connection was lost"))
      outcome.textContent = "Uploading…"
      request.send(body)
    })
  /** Lists the files and sends them, three at a time. */
  const sendAll = async (files) => {
    if (files.length === 0 || list === null) return
    list.hidden = false
    const items = files.map((file) => {
      const item = document.createElement("li")
      const name = document.createElement("span")
      name.className = "upload-name"
      name.textContent = file.name
      const progress = document.createElement("progress")
      progress.max = 100
      progress.value = 0
      progress.setAttribute("aria-label", `Progress of ${file.name}`)
      const outcome = document.createElement("span")
      outcome.setAttribute("data-outcome", "")
      outcome.textContent = "Waiting"
      item.append(name, progress, outcome)
      list.append(item)
      return item
    })
    say(`Uploading ${files.length} file${files.length === 1 ? "" : "s"}…`)
    const results = new Array(files.length)
    let next = 0
    const worker = async () => {
      while (next < files.length) {
        const i = next++
        results[i] = await send(files[i], items[i])
      }
    }
    await Promise.all([worker(), worker(), worker()].slice(0, files.length))
    const done = results.filter((r) => r !== undefined)
    if (files.length === 1 && done.length === 1) {
      say("Uploaded")
      window.location.assign(done[0])
      return
    }
    const failed = files.length - done.length
    say(
      `Uploaded ${done.length} of ${files.length} file${files.length === 1 ? "" : "s"}` +
        (failed === 0 ? "." : `; ${failed} failed (the reason is beside each).`) +
        (done.length > 0 ? " Reload the page to see them among the assets." : "")
    )
  }
  uploadForm.addEventListener("submit", (event) => {
    const files = input instanceof HTMLInputElement && input.files !== null ? [...input.files] : []
    if (files.length === 0) return
    event.preventDefault()
    void sendAll(files).then(() => {
      if (input instanceof HTMLInputElement) input.value = ""
    })
  })
  uploadForm.addEventListener("dragover", (event) => {
    event.preventDefault()
    uploadForm.classList.add("dropping")
  })
  uploadForm.addEventListener("dragleave", () => uploadForm.classList.remove("dropping"))
  uploadForm.addEventListener("drop", (event) => {
    event.preventDefault()
    uploadForm.classList.remove("dropping")
    void sendAll([...(event.dataTransfer?.files ?? [])])
  })
}
