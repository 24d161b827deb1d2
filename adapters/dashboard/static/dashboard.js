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
