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

// Uploads: drop a file on the form, see the progress; without the script the form posts as it is.
const uploadForm = document.querySelector("form[data-upload]")
if (uploadForm instanceof HTMLFormElement) {
  const input = uploadForm.querySelector('input[type="file"]')
  const progress = uploadForm.querySelector("progress")
  const status = uploadForm.querySelector("[data-upload-status]")
  const say = (text) => {
    if (status !== null) status.textContent = text
  }
  const send = (file) => {
    const body = new FormData()
    body.append("project_id", uploadForm.elements.namedItem("project_id").value)
    body.append("file", file, file.name)
    const request = new XMLHttpRequest()
    request.open("POST", uploadForm.action)
    request.setRequestHeader("accept", "application/json")
    request.upload.addEventListener("progress", (event) => {
      if (progress !== null && event.lengthComputable) {
        progress.hidden = false
        progress.value = Math.round((event.loaded / event.total) * 100)
      }
    })
    request.addEventListener("load", () => {
      if (request.status === 201) {
        say("Uploaded")
        window.location.assign(JSON.parse(request.responseText).url)
      } else {
        say(`The upload failed (${request.status}); reload the page and try again`)
      }
    })
    request.addEventListener("error", () => say("The upload failed: the connection was lost"))
    say(`Uploading ${file.name}…`)
    request.send(body)
  }
  uploadForm.addEventListener("submit", (event) => {
    const file = input instanceof HTMLInputElement && input.files !== null ? input.files[0] : undefined
    if (file === undefined) return
    event.preventDefault()
    send(file)
  })
  uploadForm.addEventListener("dragover", (event) => {
    event.preventDefault()
    uploadForm.classList.add("dropping")
  })
  uploadForm.addEventListener("dragleave", () => uploadForm.classList.remove("dropping"))
  uploadForm.addEventListener("drop", (event) => {
    event.preventDefault()
    uploadForm.classList.remove("dropping")
    const file = event.dataTransfer?.files[0]
    if (file !== undefined) send(file)
  })
}
