import { mount } from 'svelte';
import App from './App.svelte';
// In cascade order: the theme's variables, the shared look, then the game screens.
import './theme.css';
import './sr-only.css';
import './app.css';
import './table.css';

mount(App, { target: document.getElementById('app')! });
